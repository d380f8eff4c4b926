// Baseline for the HTTP benchmarks: a bare Fastify 5 server answering GET / with {"hello":"world"}.
// Alone: node bench/hello-world.mjs [--port 3400] [--max-seconds 600]  (127.0.0.1 only; stops by itself)
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import Fastify from "fastify";

/** Starts the hello-world server; resolves with { app, url, close() }. */
export async function start(port = 0, host = "127.0.0.1") {
  const app = Fastify({ logger: false });
  app.get("/", async () => ({ hello: "world" }));
  const url = await app.listen({ port, host });
  return { app, url, close: () => app.close() };
}

const runAlone = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAlone) {
  const { values } = parseArgs({
    options: { port: { type: "string", default: process.env.PORT ?? "3400" }, "max-seconds": { type: "string" } },
  });
  const server = await start(Number(values.port));
  console.log(`hello-world listening at ${server.url}`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  // A benchmark baseline never outlives its run: stop by itself after --max-seconds (default 10 minutes).
  setTimeout(stop, Number(values["max-seconds"] ?? 600) * 1000).unref();
}
