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
