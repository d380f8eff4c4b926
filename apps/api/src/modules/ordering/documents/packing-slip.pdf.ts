import { type AddressSnapshot, addressLines } from "../checkout/checkout.mappers";
import { giftOfRow } from "../orders/orders.gift";
import { labelsOf } from "./documents.labels";
import {
  aed,
  BOTTOM,
  CONTENT_WIDTH,
  type Column,
  columnXs,
  type Doc,
  directionOf,
  drawRow,
  footer,
  line,
  PAGE,
  rule,
} from "./documents.layout";
import type { DocumentLine, DocumentOrder } from "./documents.repo";
import { drawGiftMessage, drawGiftRecipient, giftPaymentLine } from "./packing-slip.gift";
import { drawWrapped, ltr, type TextStyle } from "./pdf-text";

/**
 * A packing slip: what goes in the box and where it goes, for the packer and the driver. No prices, except the
 * cash a driver collects for a cash-on-delivery order. In the staff's language (`language`), the customer's own
 * words (name, address, notes) as they wrote them.
 */

const columns: Column[] = [
  { key: "packed", width: 46, align: "center" },
  { key: "qty", width: 40, align: "end" },
  { key: "sku", width: 110, align: "start" },
  { key: "description", width: CONTENT_WIDTH - 46 - 40 - 110 - 130, align: "start" },
  { key: "options", width: 130, align: "start" },
];

/** The amount the driver collects: the total less any refund, for a cash-on-delivery order not marked paid. */
export function cashToCollect(order: DocumentOrder): number {
  if (order.paymentMethod !== "cod" || order.paymentStatus === "paid") return 0;
  return Math.max(0, order.totalFils - order.refundedFils);
}

/** Draws one order's slip from the top of the current page (more pages when its lines do not fit). */
export function drawPackingSlip(doc: Doc, order: DocumentOrder, lines: DocumentLine[], language: string) {
  const labels = labelsOf(language);
  const direction = directionOf(language);
  const text: TextStyle = { size: 10, direction };
  const bold: TextStyle = { size: 10, direction, weight: 700 };
  const small: TextStyle = { size: 8, direction, color: "#444444" };

  let y = PAGE.margin;
  line(doc, labels.packingSlip, y, { size: 18, direction, weight: 700 });
  line(doc, ltr(order.number), y + 2, { size: 16, direction, weight: 700 }, "end");
  y += 32;

  const slot = labels.slots[order.deliverySlot] ?? order.deliverySlot;
  const emirate = labels.emirates[order.emirate] ?? order.emirate;
  line(doc, `${labels.delivery}: ${ltr(order.deliveryDate)} · ${slot} · ${emirate}`, y, { ...bold, size: 12 });
  y += 22;
  // A gift's slip names the recipient instead of the buyer, and prints no amount (packing-slip.gift.ts).
  const gift = giftOfRow(order.gift);
  if (gift) y += drawGiftRecipient(doc, gift, y, language);
  else {
    line(doc, `${labels.customer}: ${order.name}`, y, bold);
    y += 15;
    line(doc, `${labels.mobile}: ${ltr(order.mobile)}`, y, text);
    y += 15;
  }
  const address = order.address as unknown as AddressSnapshot;
  y += drawWrapped(
    doc,
    addressLines(gift ? { ...address, recipient: "" } : address, language).join(direction === "rtl" ? "، " : ", "),
    PAGE.margin,
    y,
    CONTENT_WIDTH,
    text,
    { max: 3 },
  );
  if (address.notes) y += drawWrapped(doc, address.notes, PAGE.margin, y, CONTENT_WIDTH, small, { max: 3 });
  if (gift) y += drawGiftMessage(doc, order, gift, y, language);
  y += 10;

  const header = () => {
    const names: Record<string, string> = {
      packed: labels.packed,
      qty: labels.qty,
      sku: labels.sku,
      description: labels.description,
      options: labels.options,
    };
    rule(doc, y - 3, "#333333", 0.8);
    y +=
      drawRow(
        doc,
        columns,
        columns.map((c) => names[c.key] ?? ""),
        y,
        { ...small, weight: 700 },
      ) + 2;
    rule(doc, y - 2, "#333333", 0.8);
    y += 4;
  };
  header();

  for (const l of lines) {
    if (y > BOTTOM - 30) {
      footer(doc, order.number, text);
      doc.addPage();
      y = PAGE.margin;
      header();
    }
    const options = l.options
      ? [
          l.options.potSize ? `${labels.potSize} ${l.options.potSize}` : "",
          l.options.potColour ? `${labels.potColour} ${l.options.potColour}` : "",
        ]
          .filter(Boolean)
          .join(", ")
      : "";
    const height = drawRow(doc, columns, ["", String(l.qty), l.skuCode, l.name, options], y, text, { max: 3 });
    // The packer's tick box, drawn rather than typed: every font has lines.
    const [boxX] = columnXs(columns, direction);
    doc
      .rect(boxX! + 16, y, 11, 11)
      .lineWidth(0.8)
      .strokeColor("#222222")
      .stroke();
    y += Math.max(height, 14) + 4;
    rule(doc, y - 3, "#dddddd", 0.4);
  }

  y += 12;
  const collect = cashToCollect(order);
  line(
    doc,
    gift
      ? giftPaymentLine(order, language)
      : order.paymentMethod === "cod"
        ? `${labels.codToCollect}: ${ltr(`AED ${aed(collect)}`)}`
        : labels.prepaid,
    Math.min(y, BOTTOM - 20),
    { ...bold, size: 13 },
  );
  footer(doc, order.number, text);
}
