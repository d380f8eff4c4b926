import CircleAlert from "lucide-react/icons/circle-alert";
import type { ReactNode } from "react";

/**
 * A form-level message (a failed call): announced, and kept on screen after the toast has gone. The alert
 * region stays mounted while empty so that screen readers announce the message when it appears.
 */
export function FormAlert({ message, children }: { message: string | null; children?: ReactNode }) {
  return (
    <div className="form-alert" role="alert" hidden={!message}>
      {message && (
        <>
          <CircleAlert aria-hidden="true" size={20} />
          <div>
            <p>{message}</p>
            {children}
          </div>
        </>
      )}
    </div>
  );
}
