import "dotenv/config";
import path from "node:path";
import { fileURLToPath } from "node:url";
import closeWithGrace from "close-with-grace";
import type { FastifyInstance } from "fastify";
import {
  type DemoImages,
  demoImagesFor,
  demoImagesPending,
  markDemoImagesPending,
  shippedDemoPictures,
} from "../scripts/seed/deferred-images";
import { isSeeded, seedDemo } from "../scripts/seed/index";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { type DatabaseOptions, databaseOptionsFrom, migrationsFolder, openDatabase } from "./db/client";
import { templateFor } from "./db/pglite-template";

async function main() {
  const started = performance.now();
  const config = loadConfig();
  const webBuildDir =
    config.webBuildDir ??
    (config.env === "production"
      ? path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/build")
      : undefined);
  // Where a start's time goes (issue 17: a later start within 1 s), logged with the listening line.
  const phases: Record<string, number> = { modulesMs: Math.round(started) };
  const phase = (name: string, since: number) => {
    phases[name] = Math.round(performance.now() - since);
    return performance.now();
  };
  // The build's demo pictures (dist/demo-media), served beside the media folder; none when run from source.
  const demoMediaDir = shippedDemoPictures(path.join(path.dirname(fileURLToPath(import.meta.url)), "demo-media"));
  const database = await openDatabase(withTemplate(databaseOptionsFrom(config)));
  let mark = phase("databaseMs", started);
  await database.migrate();
  mark = phase("migrateMs", mark);
  if (config.seedOnStart && !(await isSeeded(database.db))) {
    const t = performance.now();
    // The rows now; the pictures are the build's, or drawn once the shop is serving (scripts/seed/deferred-images.ts).
    if (!demoMediaDir) await markDemoImagesPending(config.mediaDir);
    const { products } = await seedDemo(database.db, { mediaDir: config.mediaDir, images: false });
    console.log(`Seeded the demo catalogue: ${products} products in ${Math.round(performance.now() - t)} ms`);
  }
  mark = phase("seedMs", mark);
  const app = await buildApp({ config: { ...config, webBuildDir, demoMediaDir }, database });
  mark = phase("appMs", mark);
  const demoImages = demoImagesFor(config.mediaDir);

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, "shutting down after an error");
    else app.log.info({ signal }, "shutting down");
    demoImages.stop();
    await app.close();
    await database.close();
  });

  const address = await app.listen({ port: config.port, host: config.host });
  phase("listenMs", mark);
  // Server rendering reads the API in-process; anything that still calls it over HTTP uses loopback.
  const port = new URL(address).port;
  process.env.API_INTERNAL_ORIGIN = `http://127.0.0.1:${port}`;
  app.log.info(
    { db: database.kind, startupMs: Math.round(performance.now() - started), ...phases },
    `Bustan shop listening at http://localhost:${port}`,
  );
  if (demoImagesPending(config.mediaDir)) drawDemoImages(app, demoImages);
}

/** An empty embedded database starts from the build's migrated template (dist/pglite-template.tar), when it fits. */
function withTemplate(options: DatabaseOptions): DatabaseOptions {
  if (options.kind !== "pglite" || !options.dataDir) return options;
  const tarball = path.join(path.dirname(fileURLToPath(import.meta.url)), "pglite-template.tar");
  return { ...options, loadDataDir: templateFor(options.dataDir, tarball, migrationsFolder) };
}

/** The demo pictures in the background: a restart finds the marker again and draws only what is missing. */
function drawDemoImages(app: FastifyInstance, demoImages: DemoImages) {
  const t = performance.now();
  demoImages.drawPending().then(
    (made) => app.log.info({ made, ms: Math.round(performance.now() - t) }, "demo pictures drawn"),
    (err) => app.log.error({ err }, "drawing the demo pictures failed; they are drawn when first asked for"),
  );
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Failed to start:", error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
