import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadTranslations } from "./shell/i18n/translation-store";

/** The page's translations (named by the root's preload link) are fetched before hydration renders with them. */
async function translationsFirst(): Promise<void> {
  const href = document.querySelector("link[data-translations]")?.getAttribute("href");
  // Unavailable (offline, a failed fetch): hydrate anyway; the server's text stays until React re-renders it.
  if (href) await loadTranslations(href).catch(() => undefined);
}

/**
 * The server's HTML is painted before hydration takes the main thread: on a fast connection every script is in
 * before the first frame, and hydrating first kept the page blank for its whole length (issue 17, Lighthouse).
 * A tab opened in the background paints no frame: it hydrates after 200 ms all the same.
 */
const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });

void Promise.all([translationsFirst(), afterFirstPaint()]).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
