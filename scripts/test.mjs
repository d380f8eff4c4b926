// npm test: every check, in order, stopping at the first failure.
import { ensureChromium, run, runCollecting } from "./lib.mjs";

const steps = [
  // Side by side: the two type checks and the linters each use one core (~50 s one after the other).
  ["types and lint", "node", ["scripts/parallel.mjs", "npm run typecheck", "npm run lint"]],
  // Built before the API tests: the page tests render the built web app through the API's host.
  ["build", "npm", ["run", "build"]],
  ["unit and API", "npx", ["vitest", "run"]],
];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const code = await run(command, args);
  if (code !== 0) {
    console.error(`\n${name} failed (exit ${code})`);
    process.exit(code);
  }
}
console.log("\n=== end-to-end (Chromium), the card payment suite beside it ===");
if (!ensureChromium()) process.exit(1);
// The card suite (3 tests, one worker, mostly waiting on Stripe's stand-in) runs beside the main suite on its own
// ports and folders: ~40 s less in CI. Its output is held back and printed after the main suite's.
const card = runCollecting("npx", ["playwright", "test", "--config", "e2e/playwright.card.config.ts"]);
const e2e = await run("npx", ["playwright", "test", "--config", "e2e/playwright.config.ts"]);
const cardRun = await card;
console.log("\n=== card payment end-to-end (Chromium, Stripe stand-ins) ===");
process.stdout.write(cardRun.output);
if (e2e !== 0) process.exit(e2e);
process.exit(cardRun.code);
