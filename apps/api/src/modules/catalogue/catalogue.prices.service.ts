import { createHash } from "node:crypto";
import {
  type BulkPriceApply,
  type BulkPriceRequest,
  type BulkPriceResponse,
  type BulkPriceRow,
  changedPrice,
  MAX_BULK_PRICE_SKUS,
  MAX_SKU_PRICE_FILS,
  type PriceTarget,
  priceInRange,
} from "@shop/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { categoryExists } from "./catalogue.admin.repo";
import {
  activeSkusOf,
  bumpProductVersions,
  existingProductIds,
  type PricedSku,
  productIdsUnderCategory,
  setSkuPrices,
} from "./catalogue.prices.repo";
import { checkedWindow, createSaleService, refuseOverlaps, scheduleSales } from "./catalogue.sales.service";
import type { RecordAudit, StaffActor } from "./catalogue.stock.service";

const invalid = (message: string, suggestion: string, field: string) =>
  new AppError("VALIDATION_FAILED", message, suggestion, field);

const aed = (fils: number) => (fils / 100).toFixed(2);

/** Every SKU of the target with the price and discount it has: what the apply compares with the preview's. */
const fingerprintOf = (skus: PricedSku[]) =>
  createHash("sha256")
    .update(
      [...skus]
        .sort((a, b) => a.skuId - b.skuId)
        .map((s) => `${s.skuId}:${s.price}:${s.discount}`)
        .join(","),
    )
    .digest("base64url");

/**
 * The bulk price change (issue 13 "Prices"): previewed, then applied in one transaction with one audit entry per
 * product. Placed orders keep the prices their lines hold; carts read the new price (checkout's PRICE_CHANGED).
 * A discount % with a window is scheduled instead (catalogue.sales.*): the sale job sets it and puts it back.
 */
export function createPriceService(db: Db, catalogue: { invalidate(): void }, recordAudit: RecordAudit) {
  async function productIdsOf(tx: Db, target: PriceTarget): Promise<number[]> {
    if (target.kind === "category") {
      if (!(await categoryExists(tx, target.categoryId))) {
        throw invalid("This category does not exist.", "Choose a category.", "target.categoryId");
      }
      return productIdsUnderCategory(tx, target.categoryId);
    }
    const ids = [...new Set(target.productIds)];
    const known = await existingProductIds(tx, ids);
    if (known.size !== ids.length) {
      throw invalid("A chosen product no longer exists.", "Reload the product list.", "target.productIds");
    }
    return ids;
  }

  /** Each SKU before and after; refused whole when a new price leaves 1..20,000,000 fils or the change is too big. */
  function rowsOf(skus: PricedSku[], request: BulkPriceRequest): BulkPriceRow[] {
    if (skus.length > MAX_BULK_PRICE_SKUS) {
      throw invalid(
        `This change covers ${skus.length} SKUs; at most ${MAX_BULK_PRICE_SKUS} can change at once.`,
        "Choose fewer products or a smaller category.",
        "target",
      );
    }
    const rows = skus.map((s) => {
      const after = changedPrice(s, request.change);
      return {
        productId: s.productId,
        productName: s.productName,
        skuId: s.skuId,
        code: s.code,
        oldPrice: s.price,
        newPrice: after.price,
        oldDiscount: s.discount,
        newDiscount: after.discount,
      };
    });
    const outside = rows.find((r) => !priceInRange(r.newPrice));
    if (outside) {
      throw invalid(
        `The price of ${outside.code} would become ${aed(outside.newPrice)} AED.`,
        `Every price must stay between 0.01 and ${aed(MAX_SKU_PRICE_FILS)} AED: choose a smaller change.`,
        "change",
      );
    }
    return rows;
  }

  const answer = (rows: BulkPriceRow[], skus: PricedSku[], request: BulkPriceRequest): BulkPriceResponse => ({
    rows,
    productCount: new Set(rows.map((r) => r.productId)).size,
    fingerprint: fingerprintOf(skus),
    window: request.window ?? null,
  });

  /** The window's instants (VALIDATION_FAILED on a bad one), refused with CONFLICT when a SKU has a sale then. */
  async function saleWindowOf(tx: Db, skus: PricedSku[], request: BulkPriceRequest) {
    if (!request.window) return null;
    const window = checkedWindow(request.window);
    await refuseOverlaps(
      tx,
      skus.map((s) => s.skuId),
      window,
    );
    return window;
  }

  return {
    async preview(request: BulkPriceRequest): Promise<BulkPriceResponse> {
      const skus = await activeSkusOf(db, await productIdsOf(db, request.target));
      const rows = rowsOf(skus, request);
      await saleWindowOf(db, skus, request);
      return answer(rows, skus, request);
    },

    /**
     * All or nothing: the prices, each product's version, and an audit entry per product, in one transaction.
     * CONFLICT when a SKU of the target changed since the preview whose fingerprint the request carries.
     */
    async apply(actor: StaffActor, request: BulkPriceApply): Promise<BulkPriceResponse> {
      const result = await db.transaction(async (tx) => {
        const skus = await activeSkusOf(tx, await productIdsOf(tx, request.target), true);
        const rows = rowsOf(skus, request);
        const window = await saleWindowOf(tx, skus, request);
        if (fingerprintOf(skus) !== request.fingerprint) {
          throw new AppError(
            "CONFLICT",
            "Prices changed since the preview.",
            "Preview again, then apply.",
            "fingerprint",
          );
        }
        if (window && request.change.kind === "discount") {
          const { startsNow } = await scheduleSales(tx, actor, recordAudit, skus, request.change.discount, window);
          if (!startsNow) return { rows, skus };
        }
        const changed = rows.filter((r) => r.newPrice !== r.oldPrice || r.newDiscount !== r.oldDiscount);
        if (!changed.length) return { rows, skus };
        await setSkuPrices(
          tx,
          changed.map((r) => ({ skuId: r.skuId, price: r.newPrice, discount: r.newDiscount })),
        );
        const productIds = [...new Set(changed.map((r) => r.productId))];
        await bumpProductVersions(tx, productIds);
        // A sale that starts now has its own audit entry (product.sale.schedule) with the window.
        for (const productId of window ? [] : productIds) {
          const mine = changed.filter((r) => r.productId === productId);
          await recordAudit(tx, actor, {
            action: "product.prices",
            entity: "product",
            entityId: String(productId),
            before: {
              skus: mine.map((r) => ({ skuId: r.skuId, code: r.code, price: r.oldPrice, discount: r.oldDiscount })),
            },
            after: {
              change: request.change,
              skus: mine.map((r) => ({ skuId: r.skuId, code: r.code, price: r.newPrice, discount: r.newDiscount })),
            },
          });
        }
        return { rows, skus };
      });
      catalogue.invalidate();
      return answer(result.rows, result.skus, request);
    },

    ...createSaleService(db, catalogue, recordAudit),
  };
}
export type PriceService = ReturnType<typeof createPriceService>;
