import {
  type Language,
  MAX_WISHLIST_LINES,
  type SkippedLine,
  type WishlistLine,
  type WishlistResponse,
} from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { CatalogueService } from "../catalogue/catalogue.service";
import {
  deleteWishlist,
  deleteWishlistLine,
  insertSkus,
  listWishlistSkuIds,
  lockWishlist,
  type WishlistSnapshotRow,
  wishlistSnapshot,
} from "./wishlist.repo";

/**
 * A member's wish list on the server (SPEC 4). A sold-out SKU may be wished for; an unknown or withdrawn one
 * may not (NOT_FOUND). The caller's id always comes from the verified token.
 */
export function createWishlistService(db: Db, catalogue: CatalogueService) {
  /** The list's lines of a snapshot, oldest first, each with its product and live SKU in `lang`. */
  async function linesOf(rows: WishlistSnapshotRow[], lang: Language): Promise<WishlistLine[]> {
    const inList = rows.filter((r) => r.wishListId !== null);
    const items = await catalogue.skuLines(inList, lang);
    return inList.flatMap((r) => {
      const item = items.get(r.skuId);
      return item ? [{ wishListId: r.wishListId!, skuId: r.skuId, product: item.product, sku: item.sku }] : [];
    });
  }

  const listOf = async (userId: number, lang: Language) => linesOf(await wishlistSnapshot(db, userId), lang);

  /**
   * Adds the SKUs in one transaction, as many new ones as fit under the limit (counted under the member's lock);
   * returns those that did not fit.
   */
  async function save(userId: number, skuIds: number[]): Promise<number[]> {
    if (skuIds.length === 0) return [];
    return db.transaction(async (tx) => {
      await lockWishlist(tx, userId);
      const present = new Set(await listWishlistSkuIds(tx, userId));
      const fresh = skuIds.filter((id) => !present.has(id));
      const room = Math.max(0, MAX_WISHLIST_LINES - present.size);
      await insertSkus(tx, userId, fresh.slice(0, room));
      return fresh.slice(room);
    });
  }

  return {
    /** Inside a customer's erasure (issue 15): the whole list goes. */
    erase: (tx: Db, userId: number) => deleteWishlist(tx, userId),

    /** wishlist/search: lines whose SKU can no longer be bought stay, with sku.stock 0. */
    async search(userId: number, lang: Language): Promise<WishlistResponse> {
      return { jWishLists: await listOf(userId, lang) };
    },

    /** wishlist/add: a SKU already in the list is ignored (SPEC 4), without an error. */
    async add(userId: number, skuId: number, lang: Language): Promise<WishlistResponse> {
      const rows = await wishlistSnapshot(db, userId, skuId);
      const state = rows.find((r) => r.skuId === skuId);
      if (state?.wishListId) return { jWishLists: await linesOf(rows, lang) };
      if (!state?.available) {
        throw new AppError("NOT_FOUND", "This item is no longer available.", "Choose another product.", "skuId");
      }
      const full = await save(userId, [skuId]);
      if (full.length) {
        throw new AppError(
          "CONFLICT",
          `Your wish list can hold up to ${MAX_WISHLIST_LINES} items.`,
          "Remove an item before adding another.",
          "skuId",
        );
      }
      return { jWishLists: await listOf(userId, lang) };
    },

    /** wishlist/delete: only the caller's own line; any other id is NOT_FOUND and changes nothing. */
    async remove(userId: number, wishListId: number, lang: Language): Promise<WishlistResponse> {
      if (!(await deleteWishlistLine(db, userId, wishListId))) {
        throw new AppError("NOT_FOUND", "This wish list item was not found.", "Reload your wish list.", "wishListId");
      }
      return { jWishLists: await listOf(userId, lang) };
    },

    /**
     * wishlist/addall, saving a visitor's local wish list at login, in one transaction: unknown and withdrawn
     * SKUs are skipped (NOT_FOUND), and so are new ones beyond the limit (CONFLICT).
     */
    async addAll(
      userId: number,
      lines: ReadonlyArray<{ skuId: number }>,
      lang: Language,
    ): Promise<WishlistResponse & { skipped: SkippedLine[] }> {
      const wanted = [...new Set(lines.map((l) => l.skuId))];
      const available = new Set((await catalogue.skuStates(wanted)).filter((s) => s.available).map((s) => s.skuId));
      const skipped: SkippedLine[] = wanted
        .filter((id) => !available.has(id))
        .map((skuId) => ({ skuId, errorCode: "NOT_FOUND" }));
      const full = await save(
        userId,
        wanted.filter((id) => available.has(id)),
      );
      skipped.push(...full.map((skuId) => ({ skuId, errorCode: "CONFLICT" })));
      return { jWishLists: await listOf(userId, lang), skipped };
    },
  };
}
export type WishlistService = ReturnType<typeof createWishlistService>;
