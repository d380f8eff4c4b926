// npm run dev: the API with reload on :3001 and the web app with hot reload on :5173 (proxying /api to it).
import { spawn } from "node:child_process";
import { root } from "./lib.mjs";

const env = { ...process.env, NODE_ENV: "development" };
const children = [
  spawn("npx", ["tsx", "watch", "apps/api/src/server.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...env, PORT: "3001" },
  }),
  spawn("npx", ["react-router", "dev", "--port", "5173"], { cwd: `${root}/apps/web`, stdio: "inherit", env }),
];
console.log("Shop in development at http://localhost:5173 (API at http://localhost:3001)");
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
