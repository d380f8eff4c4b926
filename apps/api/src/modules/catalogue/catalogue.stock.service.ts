import {
  type Language,
  MAX_STOCK,
  type StockAdjustRequest,
  type StockAdjustResponse,
  type StockHistoryResponse,
  type StockListResponse,
  type StockSku,
} from "@shop/shared";
import { stringify } from "csv-stringify/sync";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { AuditActor, RecordAudit } from "../audit/audit.service";
import { sendRestockAlerts } from "./catalogue.alerts.service";
import {
  addToStock,
  countSheetRows,
  findStockSku,
  insertStockMovement,
  listStockSkus,
  setLowStockThreshold,
  stockHistory,
  touchProductOf,
} from "./catalogue.stock.repo";

/** Who made a back-office change, and how it is recorded: the audit module's (stock writes take it from app.ts). */
export type StaffActor = AuditActor;
export type { RecordAudit };

const skuNotFound = () => new AppError("NOT_FOUND", "This SKU was not found.", "Check the SKU.", "skuId");

/** Byte order mark: Excel reads a CSV file as UTF-8 (Arabic names) only with it. */
const BOM = "\uFEFF";
/** The count sheet's columns in the language of its product names. */
const COUNT_SHEET_HEADERS: Record<Language, string[]> = {
  en: ["SKU code", "Product", "Pot size", "Colour", "Expected stock", "Counted"],
  fr: ["Code SKU", "Produit", "Taille du pot", "Couleur", "Stock attendu", "Compté"],
  ar: ["رمز SKU", "المنتج", "مقاس الأصيص", "اللون", "المخزون المتوقع", "المعدود"],
};

/**
 * The back office's stock (issue 13 "Stock"): staff change a SKU's stock by a delta with a reason, never by
 * overwriting it, so a sale at the same moment is never lost; each change is a stock movement and an audit entry
 * in the transaction of the change.
 */
export function createStockService(db: Db, catalogue: { invalidate(): void }, recordAudit: RecordAudit) {
  async function skuOrThrow(skuId: number, lang?: Language): Promise<StockSku> {
    const sku = await findStockSku(db, skuId, lang);
    if (!sku) throw skuNotFound();
    return sku;
  }

  return {
    async adjust(actor: StaffActor, input: StockAdjustRequest): Promise<StockAdjustResponse> {
      const note = input.note || null;
      const { stockAfter, at, actorName } = await db.transaction(async (tx) => {
        const after = await addToStock(tx, input.skuId, input.delta);
        if (after === undefined) throw await whyNotAdjusted(tx, input);
        if (input.delta > 0) await sendRestockAlerts(tx, sql`select ${input.skuId}::int`);
        const productId = await touchProductOf(tx, input.skuId);
        const movement = { skuId: input.skuId, delta: input.delta, reason: input.reason, note, stockAfter: after };
        const inserted = await insertStockMovement(tx, movement, actor.id);
        await recordAudit(tx, actor, {
          action: "stock.adjust",
          entity: "sku",
          entityId: String(input.skuId),
          productId,
          before: { stock: after - input.delta },
          after: { stock: after, delta: input.delta, reason: input.reason, note },
        });
        return { stockAfter: after, ...inserted };
      });
      // The storefront's lists and cards on this instance at once; other instances follow the product's updated_at.
      catalogue.invalidate();
      const sku = await skuOrThrow(input.skuId);
      return {
        sku,
        entry: {
          kind: "adjustment",
          at: at.toISOString(),
          delta: input.delta,
          reason: input.reason,
          note,
          stockAfter,
          actorName,
          orderNumber: null,
        },
      };
    },

    async history(input: {
      skuId: number;
      lang?: Language;
      from: number;
      limit: number;
    }): Promise<StockHistoryResponse> {
      const sku = await skuOrThrow(input.skuId, input.lang);
      const page = await stockHistory(db, input.skuId, { offset: input.from * input.limit, limit: input.limit });
      return { sku, ...page };
    },

    async list(input: { code?: string; lang?: Language; from: number; limit: number }): Promise<StockListResponse> {
      const { from, limit } = input;
      return listStockSkus(db, {
        code: input.code || undefined,
        lang: input.lang ?? "en",
        offset: from * limit,
        limit,
      });
    },

    async setThreshold(actor: StaffActor, input: { skuId: number; threshold: number }): Promise<{ sku: StockSku }> {
      await db.transaction(async (tx) => {
        const old = await setLowStockThreshold(tx, input.skuId, input.threshold);
        if (old === undefined) throw skuNotFound();
        await recordAudit(tx, actor, {
          action: "stock.threshold",
          entity: "sku",
          entityId: String(input.skuId),
          productId: old.productId,
          before: { lowStockThreshold: old.before },
          after: { lowStockThreshold: input.threshold },
        });
      });
      return { sku: await skuOrThrow(input.skuId) };
    },

    /** The count sheet of a stock take: every SKU with its expected stock and an empty "Counted" column. */
    async countSheetCsv(lang: Language): Promise<string> {
      const rows = await countSheetRows(db, lang);
      const records = rows.map((r) => [r.code, r.product, r.potSize ?? "", r.potColour ?? "", r.stock, ""]);
      return BOM + stringify([COUNT_SHEET_HEADERS[lang], ...records]);
    },
  };

  /** The refusal of an adjustment the conditional update did not apply: unknown SKU, below 0 or above the most. */
  async function whyNotAdjusted(tx: Db, input: StockAdjustRequest): Promise<AppError> {
    const sku = await findStockSku(tx, input.skuId);
    if (!sku) return skuNotFound();
    // By the sign of the delta, not the stock read now: a concurrent change may have committed since the update.
    if (input.delta < 0) {
      return new AppError(
        "OUT_OF_STOCK",
        `Only ${sku.stock} in stock: taking away ${-input.delta} would leave less than none.`,
        "Check the count, or take away at most what is in stock.",
        "delta",
      );
    }
    return new AppError(
      "VALIDATION_FAILED",
      `The stock would go above ${MAX_STOCK.toLocaleString("en")}.`,
      "Check the number of units.",
      "delta",
    );
  }
}
export type StockService = ReturnType<typeof createStockService>;
