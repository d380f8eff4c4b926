import type { StorageConfig } from "../../config";
import { localStorage } from "./local-storage";
import { s3Storage } from "./s3-storage";

/**
 * Where uploaded files live (issue 13 "Images"): the data folder's media folder by default, S3-compatible object
 * storage when S3_BUCKET is set. A key is a relative path such as "products/ficus-1a2b3c-640.webp"; the storefront
 * reaches it under /media/<key> (plugins/media.ts sends a key kept in S3 on to url(key)).
 */
export interface Storage {
  readonly kind: StorageConfig["kind"];
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes the file; a key already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The file's bytes (null when absent), for storage the shop serves itself; absent where browsers read it directly. */
  read?(key: string): Promise<Buffer | null>;
  /** The address a browser loads the file from. */
  url(key: string): string;
  /** The origin of those addresses when it is not the shop's own (pages' CSP allows images from it). */
  readonly publicOrigin?: string;
}

export function createStorage(config: StorageConfig): Storage {
  return config.kind === "s3" ? s3Storage(config) : localStorage(config.dir);
}

/** A key is letters, digits, '-', '_', '.' in '/'-separated parts, never "." or ".." (no way out of the folder). */
export function checkKey(key: string): string {
  const parts = key.split("/");
  if (!parts.every((p) => /^[\w.-]{1,200}$/.test(p) && !/^\.+$/.test(p))) {
    throw new Error(`Refused storage key ${JSON.stringify(key)}`);
  }
  return key;
}
