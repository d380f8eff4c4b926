import { type ImageRefusal, imageRefusals, MAX_IMAGE_PIXELS } from "@shop/shared";
import { AppError } from "../../lib/app-error";
import { loadSharp } from "../../lib/sharp";

/**
 * The WebP widths of a product or lookbook picture, stored with it for its srcset (as the seed writes them,
 * apps/api/scripts/seed/images.ts). 800: a phone showing the picture 641-800 device pixels wide (a 360-412 px
 * screen at 2x or less) took the 960 before, half as many bytes again; 160: the 48-96 px thumbnails (search
 * suggestions, the gallery's) took the 320, four times the pixels (issue 17, the product page's LCP).
 */
export const PRODUCT_IMAGE_WIDTHS = [160, 320, 640, 800, 960] as const;
/** The widths a category picture or a guide's cover is stored under by name (the web's MEDIA_WIDTHS asks for them). */
export const NAMED_IMAGE_WIDTHS = [320, 640, 960] as const;
const QUALITY = 78;

/** Formats libvips names in metadata().format that the upload takes ("heif" covers AVIF and HEIC). */
const ACCEPTED = new Set(["jpeg", "png", "webp", "heif"]);

export interface ProcessedImage {
  /** One WebP per width, smallest first. */
  sizes: { width: number; bytes: Buffer }[];
  /** The largest size's dimensions. */
  width: number;
  height: number;
  /** Dominant colour, "#rrggbb". */
  placeholder: string;
}

/** A refusal of the shared list (the back office names each kind in the shopper's language); `detail` follows it. */
const refused = (kind: ImageRefusal, detail = "") =>
  new AppError("VALIDATION_FAILED", `${imageRefusals[kind].message}${detail}`, imageRefusals[kind].suggestion, "file");
const notAnImage = () => refused("notImage");

/**
 * An uploaded picture as the storefront shows it: turned upright (EXIF orientation), scaled to each width the
 * storefront uses (never enlarged), encoded as WebP without any metadata (sharp keeps none unless asked, so EXIF
 * and GPS are dropped), and its dominant colour. The header is read first: a picture declaring more than
 * MAX_IMAGE_PIXELS is refused before a single pixel is decoded, and limitInputPixels guards decoding itself.
 */
export async function processProductImage(
  bytes: Buffer,
  { everyWidth = false }: { everyWidth?: boolean } = {},
): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  // metadata() reads the header only, so no pixel limit is needed to read the declared size.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw refused("tooManyPixels", ` It is ${meta.width} × ${meta.height} pixels.`);
  }
  const uprightWidth = meta.autoOrient?.width ?? meta.width;
  // everyWidth (category pictures, whose addresses name every width): a small picture is stored at its own size
  // under the larger widths' names too, never enlarged.
  const widths: number[] = everyWidth ? [...NAMED_IMAGE_WIDTHS] : PRODUCT_IMAGE_WIDTHS.filter((w) => w <= uprightWidth);
  if (widths.length === 0) widths.push(uprightWidth);
  try {
    return await withDecodeSlot(() => encode(bytes, widths));
  } catch {
    // HEIC (HEVC) is not decoded by sharp's prebuilt library; truncated or corrupt files fail here too.
    throw meta.format === "heif" && meta.compression === "hevc" ? refused("heic") : notAnImage();
  }
}

/**
 * Decodes the picture once (upright, scaled to the largest width: JPEG and WebP shrink while loading) into raw
 * pixels, then encodes each width from those.
 */
async function encode(bytes: Buffer, widths: number[]): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const largestWidth = widths[widths.length - 1]!;
  // Every entry of `widths` is encoded, at most at the picture's own width.
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
    .autoOrient()
    .resize({ width: largestWidth, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const sizes = [];
  for (const width of widths) {
    let image = sharp(data, { raw });
    if (width < info.width) image = image.resize({ width });
    sizes.push({ width, bytes: await image.webp({ quality: QUALITY, effort: 4 }).toBuffer() });
  }
  const { dominant } = await sharp(data, { raw }).resize({ width: 64 }).stats();
  return {
    sizes,
    width: info.width,
    height: info.height,
    placeholder: `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, "0")).join("")}`,
  };
}

/**
 * At most PARALLEL pictures decoded at once (each up to 40 megapixels): ten uploads at the same moment wait in
 * turn instead of holding ten decoded pictures in memory. sharp spreads each one over the cores already.
 */
const PARALLEL = 2;
let running = 0;
const waiting: Array<() => void> = [];
async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < PARALLEL) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // the finishing one hands its slot over
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
