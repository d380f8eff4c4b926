import { randomBytes } from "node:crypto";
import { AppError } from "../../lib/app-error";
import { loadSharp } from "../../lib/sharp";
import type { Storage } from "../../lib/storage/storage";

const FOLDER = "profile";
const SIZE = 256;
const MAX_BYTES = 2 * 1024 * 1024;
/** File names are random (22 base64url characters), so a URL is never reused and caches can keep it. */
export const PROFILE_FILE = /^[A-Za-z0-9_-]{22}\.webp$/;

const unreadable = () =>
  new AppError("VALIDATION_FAILED", "The image could not be read.", "Choose a PNG, JPEG or WebP image.", "image");

/** Decodes a data URL and re-encodes it as a 256x256 WebP (centre crop, EXIF orientation applied, metadata dropped). */
async function encodeProfileImage(dataUrl: string): Promise<Buffer> {
  const input = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  if (input.length === 0) throw unreadable();
  if (input.length > MAX_BYTES) {
    throw new AppError("VALIDATION_FAILED", "The image is larger than 2 MB.", "Choose a smaller image.", "image");
  }
  try {
    const sharp = await loadSharp();
    return await sharp(input, { limitInputPixels: 40_000_000, failOn: "error" })
      .rotate()
      .resize(SIZE, SIZE, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}

/** Where a current profile image is: its bytes (the media folder) or the object storage's address for it. */
export type ProfileImageFound = { bytes: Buffer } | { url: string };

/**
 * Profile images live where product pictures do (lib/storage): the media folder, or the S3 bucket when one is set,
 * so that a picture uploaded through one instance shows on every other (issue 17, several instances).
 */
export function createProfileImages(storage: Storage) {
  const keyOf = (file: string) => `${FOLDER}/${file}`;
  return {
    /** Stores the image under a new random name and returns that name. */
    async store(dataUrl: string): Promise<string> {
      const bytes = await encodeProfileImage(dataUrl);
      const file = `${randomBytes(16).toString("base64url")}.webp`;
      await storage.put(keyOf(file), bytes, "image/webp");
      return file;
    },

    async remove(file: string | null): Promise<void> {
      if (file && PROFILE_FILE.test(file)) await storage.delete(keyOf(file));
    },

    async find(file: string): Promise<ProfileImageFound | null> {
      if (!PROFILE_FILE.test(file)) return null;
      if (!storage.read) return { url: storage.url(keyOf(file)) };
      const bytes = await storage.read(keyOf(file));
      return bytes ? { bytes } : null;
    },
  };
}
export type ProfileImages = ReturnType<typeof createProfileImages>;

export const profileImageUrl = (userId: number, file: string | null) =>
  file ? `/api/v1/user/${userId}/profile-image/${file}` : null;
