import {
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
import type { RecordAudit, StaffActor } from "./catalogue.stock.service";

const invalid = (message: string, suggestion: string, field: string) =>
  new AppError("VALIDATION_FAILED", message, suggestion, field);

const aed = (fils: number) => (fils / 100).toFixed(2);

/**
 * The bulk price change (issue 13 "Prices"): previewed, then applied in one transaction with one audit entry per
 * product. Placed orders keep the prices their lines hold; carts read the new price (checkout's PRICE_CHANGED).
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

  const answer = (rows: BulkPriceRow[]): BulkPriceResponse => ({
    rows,
    productCount: new Set(rows.map((r) => r.productId)).size,
  });

  return {
    async preview(request: BulkPriceRequest): Promise<BulkPriceResponse> {
      return answer(rowsOf(await activeSkusOf(db, await productIdsOf(db, request.target)), request));
    },

    /** All or nothing: the prices, each product's version, and an audit entry per product, in one transaction. */
    async apply(actor: StaffActor, request: BulkPriceRequest): Promise<BulkPriceResponse> {
      const rows = await db.transaction(async (tx) => {
        const rows = rowsOf(await activeSkusOf(tx, await productIdsOf(tx, request.target), true), request);
        const changed = rows.filter((r) => r.newPrice !== r.oldPrice || r.newDiscount !== r.oldDiscount);
        if (!changed.length) return rows;
        await setSkuPrices(
          tx,
          changed.map((r) => ({ skuId: r.skuId, price: r.newPrice, discount: r.newDiscount })),
        );
        const productIds = [...new Set(changed.map((r) => r.productId))];
        await bumpProductVersions(tx, productIds);
        for (const productId of productIds) {
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
        return rows;
      });
      catalogue.invalidate();
      return answer(rows);
    },
  };
}
export type PriceService = ReturnType<typeof createPriceService>;
