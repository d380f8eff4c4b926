import { randomBytes } from "node:crypto";
import {
  type AdminImage,
  type AdminImagesResponse,
  type AdminImageUpdateRequest,
  imageRefusals,
  MAX_PRODUCT_IMAGES,
} from "@shop/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Storage } from "../../lib/storage/storage";
import type { RecordAudit, AuditActor as StaffActor } from "../audit/audit.service";
import { processProductImage } from "./catalogue.images.pipeline";
import {
  type AltText,
  deleteImage,
  type ImageRecord,
  imagesOf,
  insertImage,
  lockAndTouchProduct,
  productSlug,
  setImageOrder,
  updateImageText,
} from "./catalogue.images.repo";

const productNotFound = () =>
  new AppError("NOT_FOUND", "This product was not found.", "Reload the product list.", "productId");
const imageNotFound = () =>
  new AppError("NOT_FOUND", "This picture was not found.", "Reload the product's pictures.", "imageId");

/** The storage keys of a picture's sizes: `${base}-${width}.webp`, as the storefront builds its URLs. */
const keysOf = (image: Pick<ImageRecord, "base" | "widths">) => image.widths.map((w) => `${image.base}-${w}.webp`);

function toAdminImage(image: ImageRecord, storage: Storage): AdminImage {
  const url = (w: number) => storage.url(`${image.base}-${w}.webp`);
  const widths = [...image.widths].sort((a, b) => a - b);
  return {
    id: image.id,
    position: image.position,
    src: url(widths[widths.length - 1] ?? image.width),
    srcset: widths.map((w) => `${url(w)} ${w}w`).join(", "),
    width: image.width,
    height: image.height,
    alt: image.alt,
    potColour: image.potColour,
    placeholder: image.placeholder,
  };
}

/** Alt texts with the sent languages replaced; an empty text removes its language. */
function mergedAlt(current: AltText, sent: AltText | undefined): AltText {
  const alt: AltText = { ...current };
  for (const lang of ["en", "fr", "ar"] as const) {
    const text = sent?.[lang];
    if (text === undefined) continue;
    if (text) alt[lang] = text;
    else delete alt[lang];
  }
  return alt;
}

/**
 * A product's pictures in the back office (issue 13 "Images"): an upload is processed in memory first (a refused
 * file stores nothing), its sizes stored, then its row, audit entry and the product's change mark written in one
 * transaction (the files are removed again when that fails). Every write clears the storefront's caches here and,
 * through products.updated_at, on every other instance.
 */
export function createProductImageService(
  db: Db,
  deps: { storage: Storage; catalogue: { invalidate(): void }; recordAudit: RecordAudit; log: FastifyBaseLogger },
) {
  const { storage, catalogue, recordAudit, log } = deps;

  async function answer(productId: number): Promise<AdminImagesResponse> {
    const images = await imagesOf(db, productId);
    return { productId, images: images.map((i) => toAdminImage(i, storage)) };
  }

  async function removeFiles(keys: string[]) {
    const results = await Promise.allSettled(keys.map((k) => storage.delete(k)));
    for (const r of results) if (r.status === "rejected") log.warn({ err: r.reason }, "picture file not removed");
  }

  /** Runs a write on the locked product and clears this instance's caches after it committed. */
  async function write<T>(productId: number, work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      if (!(await lockAndTouchProduct(tx, productId))) throw productNotFound();
      return work(tx);
    });
    catalogue.invalidate();
    return result;
  }

  async function imageOf(tx: Db, productId: number, imageId: number) {
    const images = await imagesOf(tx, productId);
    const image = images.find((i) => i.id === imageId);
    if (!image) throw imageNotFound();
    return { images, image };
  }

  return {
    list: async (productId: number) => {
      if (!(await productSlug(db, productId))) throw productNotFound();
      return answer(productId);
    },

    async upload(actor: StaffActor, productId: number, bytes: Buffer): Promise<AdminImagesResponse> {
      const slug = await productSlug(db, productId);
      if (!slug) throw productNotFound();
      const processed = await processProductImage(bytes);
      // A new name for every upload: a stored key never changes content, so browsers may cache it for a year.
      const base = `products/${slug.slice(0, 60)}-${randomBytes(6).toString("hex")}`;
      const widths = processed.sizes.map((s) => s.width);
      const keys = keysOf({ base, widths });
      try {
        await Promise.all(processed.sizes.map((s, i) => storage.put(keys[i]!, s.bytes, "image/webp")));
        await write(productId, async (tx) => {
          if ((await imagesOf(tx, productId)).length >= MAX_PRODUCT_IMAGES) {
            const { message, suggestion } = imageRefusals.tooMany;
            throw new AppError("VALIDATION_FAILED", message, suggestion, "file");
          }
          const image = await insertImage(tx, productId, {
            base,
            widths,
            width: processed.width,
            height: processed.height,
            alt: {},
            potColour: null,
            placeholder: processed.placeholder,
          });
          const after = { productId, ...image };
          await recordAudit(tx, actor, {
            action: "product.image.upload",
            entity: "product_image",
            entityId: String(image.id),
            productId,
            before: null,
            after,
          });
        });
      } catch (error) {
        await removeFiles(keys);
        throw error;
      }
      return answer(productId);
    },

    async update(actor: StaffActor, input: AdminImageUpdateRequest): Promise<AdminImagesResponse> {
      await write(input.productId, async (tx) => {
        const { images, image } = await imageOf(tx, input.productId, input.imageId);
        const alt = mergedAlt(image.alt, input.alt);
        const potColour = input.potColour === undefined ? image.potColour : input.potColour;
        await updateImageText(tx, image.id, { alt, potColour });
        let position = image.position;
        if (input.position !== undefined) {
          const order = images.map((i) => i.id).filter((id) => id !== image.id);
          position = Math.min(input.position, order.length);
          order.splice(position, 0, image.id);
          await setImageOrder(tx, input.productId, order);
        }
        await recordAudit(tx, actor, {
          action: "product.image.update",
          entity: "product_image",
          entityId: String(image.id),
          productId: input.productId,
          before: { productId: input.productId, ...image },
          after: { productId: input.productId, ...image, alt, potColour, position },
        });
      });
      return answer(input.productId);
    },

    async delete(actor: StaffActor, input: { productId: number; imageId: number }): Promise<AdminImagesResponse> {
      const removed = await write(input.productId, async (tx) => {
        const { images, image } = await imageOf(tx, input.productId, input.imageId);
        await deleteImage(tx, image.id);
        await setImageOrder(
          tx,
          input.productId,
          images.filter((i) => i.id !== image.id).map((i) => i.id),
        );
        await recordAudit(tx, actor, {
          action: "product.image.delete",
          entity: "product_image",
          entityId: String(image.id),
          productId: input.productId,
          before: { productId: input.productId, ...image },
          after: null,
        });
        return image;
      });
      // After the commit: a failed transaction never loses a picture still listed.
      await removeFiles(keysOf(removed));
      return answer(input.productId);
    },
  };
}

export type ProductImageService = ReturnType<typeof createProductImageService>;

/** A stored picture: its storage base, the widths stored and the largest size's dimensions. */
export interface StoredPicture {
  base: string;
  widths: number[];
  width: number;
  height: number;
}

/**
 * The catalogue's picture pipeline for other modules' photos (issue 14: review photos): the same processing as
 * product pictures (upright, WebP in the storefront's widths, no EXIF or GPS, pixel and format limits), stored
 * under `folder`; addresses as the storefront builds them.
 */
export function createPictureStore(storage: Storage, log: FastifyBaseLogger) {
  return {
    async store(folder: string, bytes: Buffer): Promise<StoredPicture> {
      const processed = await processProductImage(bytes);
      const base = `${folder}/${randomBytes(8).toString("hex")}`;
      const widths = processed.sizes.map((s) => s.width);
      const keys = keysOf({ base, widths });
      await Promise.all(processed.sizes.map((s, i) => storage.put(keys[i]!, s.bytes, "image/webp")));
      return { base, widths, width: processed.width, height: processed.height };
    },
    async remove(picture: Pick<StoredPicture, "base" | "widths">): Promise<void> {
      const results = await Promise.allSettled(keysOf(picture).map((k) => storage.delete(k)));
      for (const r of results) if (r.status === "rejected") log.warn({ err: r.reason }, "picture file not removed");
    },
    /** The largest size as src and every size as srcset. */
    addresses(picture: Pick<StoredPicture, "base" | "widths">): { src: string; srcset: string } {
      const widths = [...picture.widths].sort((a, b) => a - b);
      const url = (w: number) => storage.url(`${picture.base}-${w}.webp`);
      return { src: url(widths[widths.length - 1] ?? 0), srcset: widths.map((w) => `${url(w)} ${w}w`).join(", ") };
    },
  };
}
export type PictureStore = ReturnType<typeof createPictureStore>;
