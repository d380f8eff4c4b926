import { envelope } from "./envelope";
import type { TestContext } from "./test-app";

/**
 * POSTs of a request payload in the SPEC envelope, each from an address of its own under `network` (e.g.
 * "10.5": 10.5.0.1, 10.5.0.2, ...), so per-address limits of one test never add up with another's.
 */
export function envelopePoster(ctx: () => TestContext, network: string) {
  let sent = 0;
  return (url: string, requestPayload: unknown, headers: Record<string, string> = {}) => {
    sent++;
    return ctx().app.inject({
      method: "POST",
      url,
      headers,
      remoteAddress: `${network}.${sent >> 8}.${sent & 255}`,
      payload: envelope(requestPayload),
    });
  };
}
