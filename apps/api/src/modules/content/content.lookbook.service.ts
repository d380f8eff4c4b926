import { randomBytes } from "node:crypto";
import type {
  AdminLook,
  AdminLookUpdateRequest,
  Language,
  Look,
  ProductListResponse,
  ProductSearchRequest,
} from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Storage } from "../../lib/storage/storage";
import type { AuditActor, RecordAudit } from "../audit/audit.service";
import { processProductImage } from "../catalogue/catalogue.images.pipeline";
import {
  deleteLook,
  type HotspotRow,
  insertLook,
  type LookRow,
  listLooks,
  lockLook,
  lockLookOrder,
  placeLooks,
  setLookStatus,
  updateLook,
} from "./content.lookbook.repo";
import { inLanguage } from "./content.mappers";

/** What the lookbook asks of the catalogue (its service, never its tables): live products by id, and names. */
export interface LookbookCatalogue {
  searchOnlyProducts(request: ProductSearchRequest): Promise<ProductListResponse>;
  productNames(ids: number[], lang: Language): Promise<Map<number, { name: string; slug: string }>>;
}

const notFound = () => new AppError("NOT_FOUND", "This look was not found.", "Reload the lookbook.", "id");

type LookWithSpots = LookRow & { hotspots: HotspotRow[] };

/**
 * The lookbook (issue 14 "Pages"): staff photos (through the catalogue's image pipeline: upright, no EXIF, WebP in
 * the storefront's widths) with hotspots linking to products. Products come from the catalogue service: a hotspot
 * whose product is no longer listed is left out of the storefront. Every staff write is audited.
 */
export function createLookbookService(
  db: Db,
  catalogue: LookbookCatalogue,
  recordAudit: RecordAudit,
  storage: Storage,
) {
  const image = (look: LookRow) => {
    const widths = [...look.widths].sort((a, b) => a - b);
    const at = (w: number) => storage.url(`${look.base}-${w}.webp`);
    return {
      src: at(widths[widths.length - 1]!),
      srcset: widths.map((w) => `${at(w)} ${w}w`).join(", "),
      width: look.width,
      height: look.height,
    };
  };
  const filesOf = (look: LookRow) => look.widths.map((w) => `${look.base}-${w}.webp`);

  /** Product names of hotspots, read before any transaction (an embedded database has one connection). */
  const namesOf = (productIds: number[]) => catalogue.productNames([...new Set(productIds)], "en");

  function shownWith(look: LookWithSpots, names: Map<number, { name: string }>): AdminLook {
    return {
      id: look.id,
      status: look.status === "published" ? "published" : "draft",
      position: look.position,
      title: look.title,
      alt: look.alt,
      image: image(look),
      hotspots: look.hotspots.map((h) => ({
        productId: h.productId,
        x: h.x,
        y: h.y,
        name: names.get(h.productId)?.name ?? `#${h.productId}`,
      })),
    };
  }

  async function toAdmin(looks: LookWithSpots[]): Promise<AdminLook[]> {
    const names = await namesOf(looks.flatMap((l) => l.hotspots.map((h) => h.productId)));
    return looks.map((look) => shownWith(look, names));
  }

  async function adminLook(id: number): Promise<AdminLook> {
    const look = (await listLooks(db, false)).find((l) => l.id === id);
    if (!look) throw notFound();
    return (await toAdmin([look]))[0]!;
  }

  /**
   * One write in a transaction with its audit entry (before and after as the back office shows them); the names
   * of the products it may show (`productIds` and the look's own) are read first, outside the transaction.
   */
  async function write(
    actor: AuditActor,
    action: string,
    id: number,
    run: (tx: Db) => Promise<void>,
    productIds: number[] = [],
  ) {
    const before = await adminLook(id);
    const names = await namesOf([...productIds, ...before.hotspots.map((h) => h.productId)]);
    await db.transaction(async (tx) => {
      if (!(await lockLook(tx, id))) throw notFound();
      await run(tx);
      const after = (await listLooks(tx, false)).find((l) => l.id === id);
      const shown = after ? shownWith(after, names) : null;
      await recordAudit(tx, actor, { action, entity: "look", entityId: String(id), before, after: shown });
    });
  }

  return {
    /** Published looks in order, each hotspot with the product's slug, name and price in `lang`. */
    async published(lang: Language): Promise<{ looks: Look[] }> {
      const looks = await listLooks(db, true);
      const ids = [...new Set(looks.flatMap((l) => l.hotspots.map((h) => h.productId)))];
      const { products } = ids.length
        ? await catalogue.searchOnlyProducts({
            filtercriteria: [{ filterBy: "productIds", filterValues: ids, filtercond: "in" }],
            paginationpayload: { from: 0, limit: 100 },
            lang,
          })
        : { products: [] };
      const byId = new Map(products.map((p) => [p.productId, p]));
      return {
        looks: looks.map((look) => ({
          lookId: look.id,
          title: inLanguage(look.title, lang),
          alt: inLanguage(look.alt, lang),
          image: image(look),
          hotspots: look.hotspots.flatMap((h) => {
            const p = byId.get(h.productId);
            return p
              ? [
                  {
                    x: h.x,
                    y: h.y,
                    product: {
                      productId: p.productId,
                      slug: p.slug,
                      name: p.name,
                      price: p.price,
                      discount: p.discount,
                    },
                  },
                ]
              : [];
          }),
        })),
      };
    },

    list: async () => ({ looks: await toAdmin(await listLooks(db, false)) }),

    /** A new draft look from an uploaded photo: files stored first, removed again when the save fails. */
    async upload(actor: AuditActor, bytes: Buffer) {
      const processed = await processProductImage(bytes);
      const base = `lookbook/look-${randomBytes(6).toString("hex")}`;
      await Promise.all(processed.sizes.map((s) => storage.put(`${base}-${s.width}.webp`, s.bytes, "image/webp")));
      try {
        const id = await db.transaction(async (tx) => {
          const values = {
            title: { en: "New look" },
            alt: { en: "A styled room with plants from the shop" },
            base,
            widths: processed.sizes.map((s) => s.width),
            width: processed.width,
            height: processed.height,
          };
          const lookId = await insertLook(tx, values);
          await recordAudit(tx, actor, {
            action: "look.create",
            entity: "look",
            entityId: String(lookId),
            before: null,
            after: values,
          });
          return lookId;
        });
        return { look: await adminLook(id) };
      } catch (error) {
        await Promise.allSettled(processed.sizes.map((s) => storage.delete(`${base}-${s.width}.webp`)));
        throw error;
      }
    },

    /** Texts and hotspots; every product must exist in the catalogue (VALIDATION_FAILED naming the hotspot). */
    async update(actor: AuditActor, v: AdminLookUpdateRequest) {
      const names = await catalogue.productNames(
        v.hotspots.map((h) => h.productId),
        "en",
      );
      const missing = v.hotspots.findIndex((h) => !names.has(h.productId));
      if (missing >= 0) {
        throw new AppError(
          "VALIDATION_FAILED",
          "This product does not exist.",
          "Choose another product.",
          `hotspots.${missing}.productId`,
        );
      }
      await write(
        actor,
        "look.update",
        v.id,
        (tx) => updateLook(tx, v.id, v),
        v.hotspots.map((h) => h.productId),
      );
      return { look: await adminLook(v.id) };
    },

    async publish(actor: AuditActor, id: number, published: boolean) {
      await write(actor, published ? "look.publish" : "look.unpublish", id, (tx) => setLookStatus(tx, id, published));
      return { look: await adminLook(id) };
    },

    /** To a place among the looks (0 first). */
    async move(actor: AuditActor, id: number, position: number) {
      await write(actor, "look.move", id, async (tx) => {
        await lockLookOrder(tx);
        const ids = (await listLooks(tx, false)).map((l) => l.id).filter((other) => other !== id);
        ids.splice(Math.min(position, ids.length), 0, id);
        await placeLooks(tx, ids);
      });
      return { look: await adminLook(id) };
    },

    /** The look goes, then its files (a failure to remove them leaves unused files, never a broken look). */
    async remove(actor: AuditActor, id: number) {
      const gone: { look: LookRow | null } = { look: null };
      await write(actor, "look.delete", id, async (tx) => {
        gone.look = await lockLook(tx, id);
        await deleteLook(tx, id);
      });
      if (gone.look) await Promise.allSettled(filesOf(gone.look).map((key) => storage.delete(key)));
      return { deleted: id };
    },
  };
}
export type LookbookService = ReturnType<typeof createLookbookService>;
