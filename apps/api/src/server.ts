import "dotenv/config";
import path from "node:path";
import { fileURLToPath } from "node:url";
import closeWithGrace from "close-with-grace";
import { isSeeded, seedDemo } from "../scripts/seed/index";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { databaseOptionsFrom, openDatabase } from "./db/client";

async function main() {
  const started = performance.now();
  const config = loadConfig();
  const webBuildDir =
    config.webBuildDir ??
    (config.env === "production"
      ? path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/build")
      : undefined);
  const database = await openDatabase(databaseOptionsFrom(config));
  await database.migrate();
  if (config.seedOnStart && !(await isSeeded(database.db))) {
    const t = performance.now();
    const { products } = await seedDemo(database.db, { mediaDir: config.mediaDir });
    console.log(`Seeded the demo catalogue: ${products} products in ${Math.round(performance.now() - t)} ms`);
  }
  const app = await buildApp({ config: { ...config, webBuildDir }, database });

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, "shutting down after an error");
    else app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
  });

  const address = await app.listen({ port: config.port, host: config.host });
  // Server-side rendering calls the API over loopback, never through a public address.
  const port = new URL(address).port;
  process.env.API_INTERNAL_ORIGIN = `http://127.0.0.1:${port}`;
  app.log.info(
    { db: database.kind, startupMs: Math.round(performance.now() - started) },
    `Bustan shop listening at http://localhost:${port}`,
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
