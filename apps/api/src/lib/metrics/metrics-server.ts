import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Registry } from "prom-client";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Constant-time comparison of the Authorization header with "Bearer <token>". */
function authorised(header: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  return timingSafeEqual(digest(header ?? ""), digest(`Bearer ${token}`));
}

/**
 * The metrics' own HTTP server (GET /metrics, Prometheus text format), on its own port: never reachable through
 * the shop's port, the balancer or a CDN. On loopback by default; elsewhere config.ts requires METRICS_TOKEN.
 */
export function createMetricsServer(registry: Registry, token: string | undefined) {
  const server: Server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
      return;
    }
    if (!authorised(request.headers.authorization, token)) {
      response.writeHead(401, { "content-type": "text/plain", "www-authenticate": "Bearer" }).end("Unauthorized\n");
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": registry.contentType }).end(text),
      () => response.writeHead(500, { "content-type": "text/plain" }).end("Metrics failed\n"),
    );
  });
  return {
    listen: (port: number, host: string) =>
      new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => resolve());
      }),
    /** http://host:port of the listening server (tests listen on port 0). */
    url(): string | undefined {
      const address = server.address() as AddressInfo | null;
      if (!address) return undefined;
      const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
      return `http://${host}:${address.port}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
