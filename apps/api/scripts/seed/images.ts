import { createHash } from "node:crypto";
import { access, mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadSharp } from "../../src/lib/sharp";
import { PRODUCT_IMAGE_WIDTHS } from "../../src/modules/catalogue/catalogue.images.pipeline";

/** The product pictures' widths, as an upload stores them; categories are drawn in each too, and use three of them. */
export const IMAGE_WIDTHS = PRODUCT_IMAGE_WIDTHS;
export const IMAGE_SIZE = 960;
const QUALITY = 78;

export interface ImageJob {
  /** Sub-folder of the media directory: "products" or "categories". */
  folder: string;
  /** File name base without folder and width, content-fingerprinted. */
  name: string;
  svg: string;
}

/** `${slug}-${n}-${first 10 hex of sha1(svg)}`. */
export function imageName(slug: string, n: number, svg: string): string {
  return `${slug}-${n}-${createHash("sha1").update(svg).digest("hex").slice(0, 10)}`;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Draws every width of one image unless all are on disk; true when it drew. */
export async function drawImage(job: ImageJob, mediaDir: string): Promise<boolean> {
  const dir = path.join(mediaDir, job.folder);
  const files = IMAGE_WIDTHS.map((w) => path.join(dir, `${job.name}-${w}.webp`));
  const present = await Promise.all(files.map(exists));
  if (present.every(Boolean)) return false;
  const sharp = await loadSharp();
  // Rasterise the SVG once at full size, then scale the pixels down for the smaller widths.
  const { data, info } = await sharp(Buffer.from(job.svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  await Promise.all(
    IMAGE_WIDTHS.map(async (w, i) => {
      let img = sharp(data, { raw });
      if (w !== info.width) img = img.resize(w, w, { kernel: "lanczos3" });
      const buf = await img.webp({ quality: QUALITY, effort: 2 }).toBuffer();
      // write-then-rename so an interrupted seed never leaves a truncated file that would be skipped next time
      const tmp = `${files[i]}.${process.pid}.tmp`;
      await writeFile(tmp, buf);
      await rename(tmp, files[i]!);
    }),
  );
  return true;
}

/** Write every image not already on disk, at most `limit` at a time; returns how many were generated. */
export async function writeImages(jobs: ImageJob[], mediaDir: string, limit = 4): Promise<number> {
  const folders = new Set(jobs.map((j) => j.folder));
  await Promise.all([...folders].map((f) => mkdir(path.join(mediaDir, f), { recursive: true })));
  let next = 0;
  let made = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      if (await drawImage(job, mediaDir)) made++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return made;
}
