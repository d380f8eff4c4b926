import type { StorageConfig } from "../../config";
import { loadOnce } from "../load-once";
import { checkKey, type Storage } from "./storage";

type S3Config = Extract<StorageConfig, { kind: "s3" }>;

/** Objects in an S3-compatible bucket (AWS, MinIO, R2...), read by browsers from S3_PUBLIC_URL. */
export function s3Storage(config: S3Config): Storage {
  // The AWS SDK (~100 ms and ~17 MB to load) is loaded on the first write, not at start-up (issue 17).
  const connect = loadOnce(() =>
    import("@aws-sdk/client-s3").then((aws) => ({
      aws,
      client: new aws.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        // Other S3-compatible servers (MinIO, s3rver) name the bucket in the path, not in the host name.
        forcePathStyle: Boolean(config.endpoint),
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      }),
    })),
  );
  return {
    kind: "s3",
    publicOrigin: new URL(config.publicUrl).origin,
    async put(key, bytes, contentType) {
      const { aws, client } = await connect();
      await client.send(
        new aws.PutObjectCommand({
          Bucket: config.bucket,
          Key: checkKey(key),
          Body: bytes,
          ContentType: contentType,
          // File names carry a content hash: a key never changes content.
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async delete(key) {
      const { aws, client } = await connect();
      await client.send(new aws.DeleteObjectCommand({ Bucket: config.bucket, Key: checkKey(key) }));
    },
    url: (key) => `${config.publicUrl}/${checkKey(key)}`,
  };
}
