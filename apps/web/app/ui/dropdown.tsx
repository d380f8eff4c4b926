import { type MouseEvent, type ReactNode, useCallback, useId, useRef, useState } from "react";
import { useDismiss } from "./use-dismiss";

interface DropdownProps {
  label: string;
  icon: ReactNode;
  /** Show the label next to the icon (otherwise it is for screen readers only). */
  showLabel?: boolean;
  className?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
}

/** A disclosure button with a panel: aria-expanded, Escape and outside clicks close it. */
export function Dropdown({ label, icon, showLabel = false, className, children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const dismiss = useCallback((byEscape: boolean) => {
    setOpen(false);
    if (byEscape) button.current?.focus();
  }, []);
  useDismiss(root, open, dismiss);

  // Following a link inside the panel closes it.
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest("a")) setOpen(false);
  };

  return (
    <div className={`dropdown ${className ?? ""}`} ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-button dropdown__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
        <span className={showLabel ? "dropdown__label" : "sr-only"}>{label}</span>
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegated close for links; keyboard users activate the same links */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <div id={panelId} className="dropdown__panel" hidden={!open} onClick={onPanelClick}>
        {typeof children === "function" ? children(close) : children}
      </div>
    </div>
  );
}
