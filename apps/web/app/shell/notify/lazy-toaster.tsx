import { useEffect } from "react";
import { Toaster } from "sonner";
import { toasterMounted } from "./toaster-store";

/** SPEC 8 / 9: toasts time out after 3000 ms, no progress bar. */
export const TOAST_DURATION_MS = 3000;

export default function LazyToaster({ dir }: { dir: "ltr" | "rtl" }) {
  // Runs after the Toaster's own effects, i.e. once it is subscribed to new toasts.
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster
      dir={dir}
      position={dir === "rtl" ? "top-left" : "top-right"}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton={false}
      toastOptions={{ className: "toast" }}
    />
  );
}
