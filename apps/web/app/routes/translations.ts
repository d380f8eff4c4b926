import { publishedTranslations } from "../shell/i18n/resources.server";
import type { Route } from "./+types/translations";

/** A translation bundle by its content's address (shell/i18n/resources.server.ts): the same file forever. */
export function loader({ params }: Route.LoaderArgs) {
  const bundle = publishedTranslations(params.file);
  if (!bundle) return new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });
  return new Response(bundle.json, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
    },
  });
}
