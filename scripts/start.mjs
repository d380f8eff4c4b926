// npm start: build when the sources changed, then serve (migrations and the demo seed run at start-up).
import { pathToFileURL } from "node:url";
import "dotenv/config";
import { buildIsStale, root, run } from "./lib.mjs";

if (buildIsStale()) {
  console.log("Building the shop (first start, or the sources changed)…");
  const code = await run("npm", ["run", "build"]);
  if (code !== 0) process.exit(code);
}
process.env.NODE_ENV ??= "production";
// The demo on the embedded database links e-mails to this machine; a shop on PostgreSQL must set its own
// PUBLIC_ORIGIN (start stops with a clear message without it in production).
if (!process.env.DATABASE_URL && !process.env.PUBLIC_ORIGIN) {
  process.env.PUBLIC_ORIGIN = `http://localhost:${process.env.PORT || 3000}`;
}
await import(pathToFileURL(`${root}/apps/api/dist/server.js`).href);
