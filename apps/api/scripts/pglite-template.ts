/**
 * Build step (apps/api/build.mjs): a migrated, empty embedded database next to the bundle, which the server
 * unpacks into an empty DATA_DIR instead of running initdb and every migration (src/db/pglite-template.ts).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrationsFolder } from "../src/db/client";
import { makePgliteTemplate } from "../src/db/pglite-template";

const started = performance.now();
const tarball = path.join(path.dirname(fileURLToPath(import.meta.url)), "pglite-template.tar");
await makePgliteTemplate(tarball, migrationsFolder);
console.log(`PGlite template: ${tarball} in ${Math.round(performance.now() - started)} ms`);
