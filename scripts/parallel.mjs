// Runs shell commands side by side (a machine has 2 cores; each tsc or build uses one) and exits with the first
// failure's code once all have ended: node scripts/parallel.mjs "<command>" "<command>" ...
import { run } from "./lib.mjs";

const commands = process.argv.slice(2);
const codes = await Promise.all(commands.map((command) => run("sh", ["-c", command])));
const failed = codes.findIndex((code) => code !== 0);
if (failed !== -1) console.error(`\nfailed (exit ${codes[failed]}): ${commands[failed]}`);
process.exit(failed === -1 ? 0 : codes[failed]);
