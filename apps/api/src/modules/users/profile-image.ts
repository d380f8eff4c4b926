import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { AppError } from "../../lib/app-error";
import { loadSharp } from "../../lib/sharp";

const FOLDER = "profile";
const SIZE = 256;
const MAX_BYTES = 2 * 1024 * 1024;
/** File names are random (22 base64url characters), so a URL is never reused and caches can keep it. */
export const PROFILE_FILE = /^[A-Za-z0-9_-]{22}\.webp$/;

const unreadable = () =>
  new AppError("VALIDATION_FAILED", "The image could not be read.", "Choose a PNG, JPEG or WebP image.", "image");

/**
 * Decodes a data URL, re-encodes it as a 256x256 WebP (centre crop, EXIF orientation applied, metadata
 * dropped) into mediaDir/profile/<random>.webp and returns the file name.
 */
export async function storeProfileImage(mediaDir: string, dataUrl: string): Promise<string> {
  const input = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  if (input.length === 0) throw unreadable();
  if (input.length > MAX_BYTES) {
    throw new AppError("VALIDATION_FAILED", "The image is larger than 2 MB.", "Choose a smaller image.", "image");
  }
  let output: Buffer;
  try {
    const sharp = await loadSharp();
    output = await sharp(input, { limitInputPixels: 40_000_000, failOn: "error" })
      .rotate()
      .resize(SIZE, SIZE, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
  const file = `${randomBytes(16).toString("base64url")}.webp`;
  const folder = path.join(mediaDir, FOLDER);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, file), output);
  return file;
}

export async function readProfileImage(mediaDir: string, file: string): Promise<Buffer | null> {
  if (!PROFILE_FILE.test(file)) return null;
  return readFile(path.join(mediaDir, FOLDER, file)).catch(() => null);
}

export async function removeProfileImage(mediaDir: string, file: string | null): Promise<void> {
  if (file && PROFILE_FILE.test(file)) await rm(path.join(mediaDir, FOLDER, file), { force: true });
}

export const profileImageUrl = (userId: number, file: string | null) =>
  file ? `/api/v1/user/${userId}/profile-image/${file}` : null;
