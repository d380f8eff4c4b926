import { useRouteLoaderData } from "react-router";
import type { RootData } from "../layout/root-data.server";
import { serializeJsonLd } from "./json-ld";

/** Structured data; it is never executed, but carries the page's CSP nonce all the same. */
export function JsonLdScript({ data }: { data: unknown }) {
  const nonce = useRouteLoaderData<RootData>("root")?.nonce;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Browsers hide the nonce from the DOM after parsing, so hydration sees an empty one.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes "<", so the data cannot end the element
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
