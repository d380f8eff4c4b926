/** The shop's public origin for canonical and sharing URLs: PUBLIC_ORIGIN when set, else the request's. */
export function publicOrigin(request: Request): string {
  const configured = process.env.PUBLIC_ORIGIN?.trim().replace(/\/+$/, "");
  return configured || new URL(request.url).origin;
}
