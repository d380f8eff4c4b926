// npm start: build when the sources changed, then serve (migrations and the demo seed run at start-up).
import { pathToFileURL } from "node:url";
import { buildIsStale, root, run } from "./lib.mjs";

if (buildIsStale()) {
  console.log("Building the shop (first start, or the sources changed)…");
  const code = await run("npm", ["run", "build"]);
  if (code !== 0) process.exit(code);
}
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(`${root}/apps/api/dist/server.js`).href);
