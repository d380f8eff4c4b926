/**
 * Build step (apps/api/build.mjs): every demo picture drawn once into dist/demo-media, which the server serves
 * beside the media folder (issue 17, start-up). A first start then draws nothing: before, each fresh DATA_DIR spent
 * ~40 s of sharp on 2 cores in the background (every e2e server, bench and first `npm start`). Files already there
 * are kept (their names carry the drawing's hash), so a rebuild redraws only what changed.
 */
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { markDemoPicturesShipped, unmarkDemoPicturesShipped } from "./seed/deferred-images";
import { writeImages } from "./seed/images";
import { planDemo } from "./seed/index";

const started = performance.now();
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "demo-media");
const { jobs } = planDemo();
await unmarkDemoPicturesShipped(folder);
const drawn = await writeImages(jobs, folder, availableParallelism());
await markDemoPicturesShipped(folder);
console.log(
  `Demo pictures: ${drawn} of ${jobs.length} drawn into ${folder} in ${Math.round(performance.now() - started)} ms`,
);
