// The cluster test's check of HAProxy's retry policy (deploy/haproxy.cfg), with two small stand-in instances:
// `x` receives every request and then drops the connection without an answer (an instance dying mid-request),
// `y` answers. A GET that x dropped must be tried again on y (the shopper sees 200); a POST that x dropped must
// never reach y (the shopper sees an error and repeats it with its idempotency key). Returns a list of failures.
import { createServer } from "node:http";
import { freePort, HOST, onCleanup, tempDir } from "../../bench/lib/proc.mjs";
import { startHaproxy } from "../cluster/haproxy.mjs";

function standIn(dropping) {
  const seen = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      if (req.url === "/api/health") return res.end("ok");
      seen.push(`${req.method} ${req.url}`);
      if (dropping) req.socket.destroy();
      else res.end("answered");
    });
  });
  return { seen, server };
}

async function listen(server) {
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, HOST, resolve));
  onCleanup(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  return port;
}

export async function checkRetryPolicy() {
  const failures = [];
  const x = standIn(true);
  const y = standIn(false);
  const [xPort, yPort, front, stats] = await Promise.all([listen(x.server), listen(y.server), freePort(), freePort()]);
  const haproxy = await startHaproxy(tempDir("cluster-retry"), {
    bind: `${HOST}:${front}`,
    statsBind: `${HOST}:${stats}`,
    servers: [
      { name: "x", address: `${HOST}:${xPort}` },
      { name: "y", address: `${HOST}:${yPort}` },
    ],
  });
  try {
    const send = async (method, path) => {
      try {
        const res = await fetch(`http://${HOST}:${front}${path}`, {
          method,
          body: method === "POST" ? "{}" : undefined,
          headers: { connection: "close" },
          signal: AbortSignal.timeout(5000),
        });
        await res.arrayBuffer();
        return res.status;
      } catch {
        return 0;
      }
    };
    for (let attempt = 0; attempt < 50 && (await send("GET", "/ready")) !== 200; attempt++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    // Whichever instance round robin starts with: GETs until two were dropped by x, then POSTs likewise (each
    // kind reaches x within a few requests), every request checked on its own.
    const count = (list, request) => list.filter((r) => r === request).length;
    const dropped = { GET: 0, POST: 0 };
    const postAnswers = new Set();
    for (const method of ["GET", "POST"]) {
      for (let i = 0; i < 10 && dropped[method] < 2; i++) {
        const request = `${method} /${method.toLowerCase()}/${i}`;
        const status = await send(method, `/${method.toLowerCase()}/${i}`);
        const onX = count(x.seen, request);
        const onY = count(y.seen, request);
        dropped[method] += onX;
        if (method === "GET" && (status !== 200 || onY !== 1)) {
          failures.push(`${request}: ${status}, answered by y ${onY} times (dropped by x ${onX})`);
        }
        if (method === "POST" && onX + onY !== 1) failures.push(`${request} reached the instances ${onX + onY} times`);
        if (method === "POST" && onX) postAnswers.add(status);
      }
    }
    if (dropped.GET < 2 || dropped.POST < 2) {
      failures.push(`x dropped ${dropped.GET} GETs and ${dropped.POST} POSTs; expected 2 of each`);
    }
    console.log(
      `retry policy: ${dropped.GET} GETs dropped by an instance were answered by the other; ${dropped.POST} ` +
        `POSTs dropped were not sent again (answered ${[...postAnswers].join("/")})`,
    );
  } finally {
    await haproxy.stop();
  }
  return failures;
}
