/**
 * Where the API lives. On the server: API_INTERNAL_ORIGIN, else the origin of the page request
 * (one Fastify process serves both). In the browser: relative URLs.
 */
export function apiOrigin(request?: Request): string {
  if (typeof window !== "undefined") return "";
  const internal = typeof process !== "undefined" ? process.env.API_INTERNAL_ORIGIN : undefined;
  if (internal) return internal.replace(/\/+$/, "");
  if (request) return new URL(request.url).origin;
  return "";
}
