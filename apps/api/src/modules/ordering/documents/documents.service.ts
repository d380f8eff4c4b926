import { once } from "node:events";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import { createShopIdentity, type ShopIdentity, type ShopIdentitySource } from "../checkout/checkout.shop";
import { labelsOf } from "./documents.labels";
import { type Doc, directionOf, forgetLaidOutWords, line, newDocument, PAGE } from "./documents.layout";
import {
  type DocumentLine,
  type DocumentOrder,
  documentLines,
  documentOrder,
  documentRefunds,
  type SlipCursor,
  type SlipFilter,
  slipBatch,
} from "./documents.repo";
import { drawInvoice, invoiceNumberOf } from "./invoice.pdf";
import { drawPackingSlip } from "./packing-slip.pdf";

/** Orders read per batch for a day's packing slips: enough to keep the database busy, few enough to stay small. */
export const SLIP_BATCH = 200;

/** An order that has not become a supply (never paid, or cancelled) has no tax invoice. */
const NO_INVOICE = new Set(["pending_payment", "cancelled"]);

const notFound = () =>
  new AppError(
    "NOT_FOUND",
    "This order was not found.",
    "Check the order number in your confirmation e-mail.",
    "number",
  );

export interface PdfFile {
  fileName: string;
  /** The document, ended: pdfkit's stream of its bytes. */
  stream: Doc;
}

export interface DocumentsDeps {
  db: Db;
  /** The seller's name, address and TRN (the settings service's shop identity, cached briefly). */
  shopIdentity: () => Promise<ShopIdentity>;
}

/** The order documents: tax invoice (staff and the shopper), packing slip, and a delivery day's slips in one PDF. */
export function createDocumentsService({ db, shopIdentity }: DocumentsDeps) {
  async function invoiceOf(order: DocumentOrder, language: string | undefined): Promise<PdfFile> {
    if (NO_INVOICE.has(order.status)) {
      throw new AppError(
        "CONFLICT",
        "This order has no tax invoice: it was not paid or was cancelled.",
        "A tax invoice is issued once the order is confirmed.",
        "number",
      );
    }
    const [lines, refunds, shop] = await Promise.all([
      documentLines(db, [order.id]),
      documentRefunds(db, order.id),
      shopIdentity(),
    ]);
    const invoiceNumber = invoiceNumberOf(order.id);
    const doc = await newDocument(`${labelsOf(language ?? order.locale).taxInvoice} ${invoiceNumber}`);
    drawInvoice(doc, { order, lines, refunds, shop, language: language ?? order.locale });
    doc.end();
    return { fileName: `tax-invoice-${invoiceNumber}-${order.number}.pdf`, stream: doc };
  }

  return {
    /** Staff: any order's invoice, in the order's language unless `language` is asked. */
    async invoice(number: string, language?: string): Promise<PdfFile> {
      const order = await documentOrder(db, number);
      if (!order) throw notFound();
      return invoiceOf(order, language);
    },

    /** The shopper: their own order's invoice; any other number is the same NOT_FOUND as an unknown one. */
    async memberInvoice(userId: number, number: string, language?: string): Promise<PdfFile> {
      const order = await documentOrder(db, number);
      if (!order || order.userId !== userId) throw notFound();
      return invoiceOf(order, language);
    },

    /** Staff: one order's packing slip in the staff's language. */
    async packingSlip(number: string, language: string): Promise<PdfFile> {
      const order = await documentOrder(db, number);
      if (!order) throw notFound();
      const lines = await documentLines(db, [order.id]);
      const doc = await newDocument(`${labelsOf(language).packingSlip} ${order.number}`);
      drawPackingSlip(doc, order, lines, language);
      doc.end();
      return { fileName: `packing-slip-${order.number}.pdf`, stream: doc };
    },

    /**
     * Staff: every order to pack for a delivery day (and emirate, slot), one slip after another, sorted by emirate
     * and slot for the drivers. Orders are read a batch at a time by keyset and each batch's pages are handed on
     * before the next is read, so the day never sits in memory whatever its size.
     */
    packingSlips(filter: SlipFilter, language: string): { fileName: string; chunks: AsyncGenerator<Buffer> } {
      const name = ["packing-slips", filter.date, filter.emirate, filter.slot].filter(Boolean).join("-");
      return { fileName: `${name}.pdf`, chunks: slipChunks(filter, language) };
    },
  };

  async function* slipChunks(filter: SlipFilter, language: string): AsyncGenerator<Buffer> {
    const labels = labelsOf(language);
    const doc = await newDocument(`${labels.packingSlip} ${filter.date}`);
    const pending: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => pending.push(chunk));
    const ended = once(doc, "end");
    let after: SlipCursor | null = null;
    let pages = 0;
    for (;;) {
      const batch = await slipBatch(db, filter, after, SLIP_BATCH);
      const lines = await documentLines(
        db,
        batch.map((o) => o.id),
      );
      const byOrder = new Map<number, DocumentLine[]>();
      for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);
      for (const order of batch) {
        if (pages++ > 0) doc.addPage();
        drawPackingSlip(doc, order, byOrder.get(order.id) ?? [], language);
      }
      forgetLaidOutWords(doc);
      // Let pdfkit hand over the finished pages, then pass them on before reading more.
      await new Promise<void>((resolve) => setImmediate(resolve));
      yield* pending.splice(0);
      const last = batch.at(-1);
      if (!last || batch.length < SLIP_BATCH) break;
      after = { emirate: last.emirate, slotRank: last.slotRank, id: last.id };
    }
    if (pages === 0) line(doc, labels.noOrders, PAGE.margin, { size: 12, direction: directionOf(language) });
    doc.end();
    await ended;
    yield* pending.splice(0);
  }
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;

/** The documents service with the seller read from the settings service (as checkout's invoice lines do). */
export function createOrderDocuments(db: Db, settings: ShopIdentitySource): DocumentsService {
  return createDocumentsService({ db, shopIdentity: createShopIdentity(settings) });
}
