import {
  type CartLine,
  type CartResponse,
  type Language,
  MAX_CART_LINES,
  MAX_LINE_QTY,
  type SkippedLine,
} from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { CatalogueService } from "../catalogue/catalogue.service";
import type { SkuStateRow } from "../catalogue/catalogue.sql";
import {
  addToCartSnapshot,
  type CartSnapshotRow,
  cartSnapshot,
  deleteCart,
  deleteLine,
  listCartSkuIds,
  lockCart,
  readCartLines,
  upsertLine,
  upsertLines,
} from "./cart.repo";

const NO_LONGER_AVAILABLE = "This item is no longer available.";

/**
 * Issue 16: a quantity above the stock is refused, never cut silently; the answer says how many there are,
 * beside errorList, in checkout's `unavailable` shape, so the shop can offer exactly that many.
 */
class NotEnoughStockError extends AppError {
  constructor(
    readonly skuId: number,
    readonly requested: number,
    readonly available: number,
  ) {
    super("OUT_OF_STOCK", `Only ${available} left.`, `Choose ${available} or fewer.`, "qty");
  }

  override body() {
    const { skuId, requested, available } = this;
    return { ...super.body(), unavailable: [{ skuId, name: null, requested, available }] };
  }
}

/** Why a SKU cannot go into the cart at this quantity, or null when it can (SPEC 4 rules, decision 0006). */
function refusal(state: SkuStateRow | undefined, qty: number): AppError | null {
  if (!state?.available) {
    return new AppError("OUT_OF_STOCK", NO_LONGER_AVAILABLE, "Remove it or choose another option.", "skuId");
  }
  if (state.stock <= 0) {
    return new AppError("OUT_OF_STOCK", "This item is sold out.", "Add it to your wish list instead.", "skuId");
  }
  if (qty > state.stock) {
    return new NotEnoughStockError(state.skuId, qty, state.stock);
  }
  return null;
}

const cartFull = () =>
  new AppError(
    "CONFLICT",
    `Your cart can hold up to ${MAX_CART_LINES} different items.`,
    "Remove an item before adding another.",
    "skuId",
  );

/** A member's cart on the server (SPEC 4 "Logged in"); the caller's id always comes from the verified token. */
export function createCartService(db: Db, catalogue: CatalogueService) {
  /** The cart's lines of a snapshot, oldest first, each with its product and live SKU in `lang`. */
  async function linesOf(rows: CartSnapshotRow[], lang: Language): Promise<CartLine[]> {
    const inCart = rows.filter((r) => r.cartId !== null);
    const items = await catalogue.skuLines(inCart, lang);
    return inCart.flatMap((r) => {
      const item = items.get(r.skuId);
      return item ? [{ cartId: r.cartId!, skuId: r.skuId, qty: r.qty!, product: item.product, sku: item.sku }] : [];
    });
  }

  const cartOf = async (userId: number, lang: Language) => linesOf(await cartSnapshot(db, userId), lang);

  return {
    /** Inside a customer's erasure (issue 15): the whole cart goes. */
    erase: (tx: Db, userId: number) => deleteCart(tx, userId),

    /** The member's cart lines as an order takes them (ids, SKUs and quantities, oldest first), for checkout. */
    linesForOrder: (userId: number) => readCartLines(db, userId),

    /** cart/search: lines whose SKU can no longer be bought stay, with sku.stock 0 (the client warns). */
    async search(userId: number, lang: Language): Promise<CartResponse> {
      return { jcarts: await cartOf(userId, lang) };
    },

    /** cart/add: the SKU must be available with `qty` in stock; a SKU already in the cart gets the new qty. */
    async add(userId: number, line: { skuId: number; qty: number }, lang: Language): Promise<CartResponse> {
      // One statement reads the cart and, for a SKU already in it (the cart page's quantity stepper), sets the new
      // quantity when the rules below allow it (the same rules in SQL; no lock, the number of lines does not change).
      const rows = await addToCartSnapshot(db, { userId, ...line });
      const state = rows.find((r) => r.skuId === line.skuId);
      const refused = refusal(state, line.qty);
      if (refused) throw refused;
      // The answer is the snapshot with the new quantity (a line removed meanwhile is inserted again below).
      if (state!.cartId !== null && (state!.qty === line.qty || state!.changed)) {
        return {
          jcarts: await linesOf(
            rows.map((r) => (r === state ? { ...r, qty: line.qty } : r)),
            lang,
          ),
        };
      }
      // A new line is counted against the limit under the member's lock, so concurrent adds never pass it.
      const saved = await db.transaction(async (tx) => {
        await lockCart(tx, userId);
        return upsertLine(tx, { userId, ...line }, MAX_CART_LINES);
      });
      if (saved === undefined) throw cartFull();
      return { jcarts: await cartOf(userId, lang) };
    },

    /** cart/delete: only the caller's own line; any other id is NOT_FOUND and changes nothing. */
    async remove(userId: number, cartId: number, lang: Language): Promise<CartResponse> {
      if (!(await deleteLine(db, userId, cartId))) {
        throw new AppError("NOT_FOUND", "This cart item was not found.", "Reload your cart.", "cartId");
      }
      return { jcarts: await cartOf(userId, lang) };
    },

    /**
     * cart/addall, saving a visitor's local cart at login, in one transaction: a SKU in both takes the local
     * quantity, lowered to the stock (and 99); unknown, withdrawn and sold-out SKUs are skipped (OUT_OF_STOCK),
     * and so are new lines beyond the cart's limit (CONFLICT).
     */
    async addAll(
      userId: number,
      lines: ReadonlyArray<{ skuId: number; qty: number }>,
      lang: Language,
    ): Promise<CartResponse & { skipped: SkippedLine[] }> {
      // One line per SKU; a repeated SKU takes its last quantity, as adding it twice locally would.
      const wanted = new Map<number, number>();
      for (const l of lines) wanted.set(l.skuId, l.qty);
      const states = new Map((await catalogue.skuStates([...wanted.keys()])).map((s) => [s.skuId, s]));
      const skipped: SkippedLine[] = [];
      const saving: Array<{ skuId: number; qty: number }> = [];
      for (const [skuId, qty] of wanted) {
        const state = states.get(skuId);
        if (!state?.available || state.stock <= 0) skipped.push({ skuId, errorCode: "OUT_OF_STOCK" });
        else saving.push({ skuId, qty: Math.min(qty, state.stock, MAX_LINE_QTY) });
      }
      if (saving.length === 0) return { jcarts: await cartOf(userId, lang), skipped };
      await db.transaction(async (tx) => {
        await lockCart(tx, userId);
        const present = new Set(await listCartSkuIds(tx, userId));
        let room = MAX_CART_LINES - present.size;
        const fitting = saving.filter((l) => {
          if (present.has(l.skuId)) return true;
          if (room > 0) return room-- > 0;
          skipped.push({ skuId: l.skuId, errorCode: "CONFLICT" });
          return false;
        });
        await upsertLines(tx, userId, fitting);
      });
      return { jcarts: await cartOf(userId, lang), skipped };
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
