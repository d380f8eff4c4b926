import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll } from "vitest";
import type { StoredFiles } from "../testkits/images.testkit";

/** s3rver ships no types: the part of it the tests use. */
interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverServer;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

export const STAND_IN_BUCKET = "shop-media";
const KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A local S3-protocol server (s3rver) on 127.0.0.1 with a temporary folder and one bucket: the environment that
 * points the API at it, and what the bucket holds. Stop it with close() (folder removed).
 */
export async function startS3StandIn() {
  const directory = mkdtempSync(path.join(tmpdir(), "shop-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: STAND_IN_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials: KEYS });
  const files: StoredFiles = {
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: STAND_IN_BUCKET }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: STAND_IN_BUCKET, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
  };
  return {
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: STAND_IN_BUCKET,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_PUBLIC_URL: `${endpoint}/${STAND_IN_BUCKET}`,
    },
    files,
    /** The object's Content-Type as stored. */
    async contentType(key: string) {
      return (await client.send(new GetObjectCommand({ Bucket: STAND_IN_BUCKET, Key: key }))).ContentType;
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3StandIn = Awaited<ReturnType<typeof startS3StandIn>>;

/**
 * The test file's stand-in, started before its first test and stopped after its last. Call it before the file's
 * app context, with `env` among that context's variables: `env` is filled before the app opens, and the app is
 * closed before the stand-in stops.
 */
export function fileS3StandIn(): { env: Record<string, string>; s3: () => S3StandIn } {
  let standIn: S3StandIn | undefined;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    standIn = await startS3StandIn();
    Object.assign(env, standIn.env);
  });
  afterAll(() => standIn?.close());
  return {
    env,
    s3: () => {
      if (!standIn) throw new Error("the S3 stand-in starts in beforeAll: use it inside a hook or a test");
      return standIn;
    },
  };
}
