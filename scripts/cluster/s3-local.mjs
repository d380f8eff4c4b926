// A local S3-protocol server for trying the cluster on one machine and for the cluster test: s3rver (the same
// stand-in as apps/api/test/support/s3-stand-in.ts; a development dependency) on 127.0.0.1, a temp folder, one
// bucket. Not for production: point S3_* at a real bucket (AWS, MinIO, R2...) there.
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

export const LOCAL_BUCKET = "shop-media";
const KEYS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };

/** Starts s3rver; returns { env (the S3_* settings for the shop), endpoint, close() (folder removed) }. */
export async function startLocalS3({ port = 0 } = {}) {
  let S3rver;
  try {
    S3rver = createRequire(import.meta.url)("s3rver");
  } catch {
    throw new Error("the local S3 server needs the development dependencies (npm install, package s3rver)");
  }
  const directory = mkdtempSync(path.join(os.tmpdir(), "shop-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: LOCAL_BUCKET }],
  });
  let address;
  try {
    address = await server.run();
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: LOCAL_BUCKET,
      ...KEYS,
      S3_PUBLIC_URL: `${endpoint}/${LOCAL_BUCKET}`,
    },
    async close() {
      await server.close().catch(() => {});
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
