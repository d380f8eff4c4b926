import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadTranslations } from "./shell/i18n/translation-store";

/** The page's translations (named by the router's script, preloaded beside it) are in before hydration renders. */
async function translationsFirst(): Promise<void> {
  const href = document.querySelector("script[data-translations]")?.getAttribute("data-translations");
  // Unavailable (offline, a failed fetch): hydrate anyway; the server's text stays until React re-renders it.
  if (href) await loadTranslations(href).catch(() => undefined);
}

// The server's HTML has painted already: the router's script runs only after the first frame (DeferredScripts).
void translationsFirst().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
