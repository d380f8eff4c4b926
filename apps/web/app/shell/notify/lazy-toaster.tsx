import { useEffect } from "react";
import { Toaster } from "sonner";
import { toasterMounted } from "./toaster-store";

/** SPEC 8 / 9: toasts time out after 3000 ms, no progress bar. */
export const TOAST_DURATION_MS = 3000;
/** The phones' icon bar (styles/mobile-bar.css) is 60 px tall above the safe area. */
const CLEAR_OF_ICON_BAR = "calc(76px + env(safe-area-inset-bottom))";

export default function LazyToaster({ dir }: { dir: "ltr" | "rtl" }) {
  // Runs after the Toaster's own effects, i.e. once it is subscribed to new toasts.
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster
      dir={dir}
      // At the bottom, above the phones' icon bar: at the top corner a toast lay over the header's My Account,
      // cart and wish list buttons for its 3 s (measured), and likely took a click meant for them.
      position="bottom-center"
      offset={{ bottom: CLEAR_OF_ICON_BAR }}
      mobileOffset={{ bottom: CLEAR_OF_ICON_BAR }}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton={false}
      toastOptions={{ className: "toast" }}
    />
  );
}
