import { VAT_PERCENT, vatPart } from "@shop/shared";
import { type AddressSnapshot, addressLines, optionsText } from "../checkout/checkout.mappers";
import type { ShopIdentity } from "../checkout/checkout.shop";
import { type DocumentLabels, englishLabels, labelsOf } from "./documents.labels";
import {
  aed,
  BOTTOM,
  bilingual,
  CONTENT_WIDTH,
  type Column,
  type Doc,
  directionOf,
  drawRow,
  dubaiDate,
  footer,
  line,
  PAGE,
  rule,
} from "./documents.layout";
import type { DocumentLine, DocumentOrder, DocumentRefund } from "./documents.repo";
import { drawLine, drawWrapped, ltr, type TextStyle } from "./pdf-text";

/**
 * The UAE tax invoice of an order (FTA: the words "Tax Invoice", the supplier's name, address and TRN, a sequential
 * invoice number, the dates of issue and supply, the customer, each line's quantity, unit price, VAT rate and VAT
 * amount, the totals without and with VAT, in AED). Figures are the order's own, frozen when it was placed.
 */

export interface InvoiceInput {
  order: DocumentOrder;
  lines: DocumentLine[];
  refunds: DocumentRefund[];
  shop: ShopIdentity;
  language: string;
}

/**
 * The invoice number: INV- and the order's id on 8 digits. Order ids come from one sequence, so the numbers are
 * unique and in the order the orders were placed, and the same order always gets the same number.
 */
export function invoiceNumberOf(orderId: number): string {
  return `INV-${String(orderId).padStart(8, "0")}`;
}

/**
 * The date of supply: the day the goods were delivered (Asia/Dubai) once they were, until then the delivery date
 * booked. The invoice date is the day the order was placed.
 */
export function supplyDateOf(order: DocumentOrder): string {
  return order.deliveredAt ? dubaiDate(order.deliveredAt) : order.deliveryDate;
}

const columns = (labels: DocumentLabels): Column[] => [
  { key: labels.description, width: 185, align: "start" },
  { key: labels.qty, width: 36, align: "end" },
  { key: labels.unitPrice, width: 72, align: "end" },
  { key: labels.vatRate, width: 46, align: "end" },
  { key: labels.vatAmount, width: 60, align: "end" },
  { key: labels.lineTotal, width: CONTENT_WIDTH - 185 - 36 - 72 - 46 - 60, align: "end" },
];

export function drawInvoice(doc: Doc, input: InvoiceInput) {
  const { order, shop } = input;
  const labels = labelsOf(input.language);
  const en = englishLabels;
  const direction = directionOf(input.language);
  const text: TextStyle = { size: 9, direction };
  const small: TextStyle = { size: 8, direction, color: "#444444" };
  const bold: TextStyle = { size: 9, direction, weight: 700 };
  // An Arabic invoice carries the English words too; French and English ones are in their own language.
  const twoLanguages = input.language === "ar";
  const both = (key: keyof DocumentLabels) =>
    twoLanguages ? bilingual(labels, en, key) : String(labels[key] as string);
  const invoiceNumber = invoiceNumberOf(order.id);
  let pageNumber = 1;
  const foot = () => footer(doc, `${ltr(invoiceNumber)} · ${ltr(order.number)} · ${labels.page} ${pageNumber++}`, text);

  let y = PAGE.margin;
  line(doc, labels.taxInvoice, y, { size: 20, direction, weight: 700 });
  if (labels !== en) line(doc, en.taxInvoice, y + 4, { size: 14, direction, weight: 700, color: "#555555" }, "end");
  y += 34;

  // Supplier (start side) and the invoice's references (end side).
  const half = CONTENT_WIDTH / 2 - 10;
  const startX = direction === "rtl" ? PAGE.width - PAGE.margin - half : PAGE.margin;
  const endX = direction === "rtl" ? PAGE.margin : PAGE.width - PAGE.margin - half;
  let left = y;
  drawLine(doc, both("supplier"), startX, left, half, small);
  left += 12;
  left += drawWrapped(doc, shop.name, startX, left, half, bold, { max: 2 });
  left += drawWrapped(doc, shop.address, startX, left, half, text, { max: 3 });
  drawLine(doc, `${both("trn")}: ${ltr(shop.trn)}`, startX, left, half, bold);
  left += 13;
  drawLine(doc, ltr([shop.phone, shop.email].filter(Boolean).join(" · ")), startX, left, half, small);
  left += 12;

  let right = y;
  const refs: Array<[keyof DocumentLabels, string]> = [
    ["invoiceNumber", invoiceNumber],
    ["invoiceDate", dubaiDate(order.createdAt)],
    ["supplyDate", supplyDateOf(order)],
    ["orderNumber", order.number],
    ["payment", labels.paymentMethods[order.paymentMethod as "cod" | "card"] ?? order.paymentMethod],
  ];
  for (const [key, value] of refs) {
    drawLine(
      doc,
      `${both(key)}: ${key === "payment" ? value : ltr(value)}`,
      endX,
      right,
      half,
      key === "invoiceNumber" ? bold : text,
    );
    right += 13;
  }
  y = Math.max(left, right) + 8;

  // The customer and where the goods went.
  drawLine(doc, both("customer"), PAGE.margin, y, CONTENT_WIDTH, small);
  y += 12;
  drawLine(doc, order.name, PAGE.margin, y, CONTENT_WIDTH, bold);
  y += 13;
  const address = addressLines(order.address as unknown as AddressSnapshot, input.language).join(
    direction === "rtl" ? "، " : ", ",
  );
  y += drawWrapped(doc, address, PAGE.margin, y, CONTENT_WIDTH, text, { max: 3 });
  drawLine(doc, ltr([order.mobile, order.email].filter(Boolean).join(" · ")), PAGE.margin, y, CONTENT_WIDTH, text);
  y += 20;

  const table = columns(labels);
  const header = () => {
    const headerCells = table.map((c, i) => (twoLanguages ? `${c.key}\n${ltr(columns(en)[i]!.key)}` : c.key));
    rule(doc, y - 3, "#333333", 0.8);
    const height = drawRow(doc, table, headerCells, y, { ...small, weight: 700 }, { max: 5 });
    y += height + 2;
    rule(doc, y - 2, "#333333", 0.8);
    y += 2;
  };
  header();

  // A line is invoiced at what it was charged: its total less its share of the discount code, with the VAT of
  // that (stored per line by checkout); the share is said under its description (issue 16).
  const codeLabel = order.discountCode ? `${both("discount")} ${ltr(`(${order.discountCode})`)}` : "";
  const rows: string[][] = input.lines.map((l) => {
    const charged = l.lineTotalFils - l.codeDiscountFils;
    const excl = charged - l.vatFils;
    const options = l.options
      ? optionsText({ potSize: l.options.potSize ?? null, potColour: l.options.potColour ?? null })
      : "";
    const share = l.codeDiscountFils > 0 ? [`${codeLabel} ${ltr(`AED ${aed(-l.codeDiscountFils)}`)}`] : [];
    const description = [l.name, [l.skuCode, options].filter(Boolean).join(" · "), ...share].join("\n");
    return [description, String(l.qty), aed(excl / l.qty), `${VAT_PERCENT}%`, aed(l.vatFils), aed(charged)];
  });
  const charge = (label: string, fils: number) => {
    const vat = vatPart(fils);
    return [label, "1", aed(fils - vat), `${VAT_PERCENT}%`, aed(vat), aed(fils)];
  };
  if (order.deliveryFils > 0) rows.push(charge(both("deliveryCharge"), order.deliveryFils));
  if (order.codFeeFils > 0) rows.push(charge(both("codFee"), order.codFeeFils));

  for (const cells of rows) {
    if (y > BOTTOM - 40) {
      foot();
      doc.addPage();
      y = PAGE.margin;
      header();
    }
    y += drawRow(doc, table, cells, y, text, { max: 3 }) + 3;
    rule(doc, y - 2, "#dddddd", 0.4);
  }

  // Totals: the order's own figures (its VAT is the VAT part of its total; line VATs may differ by a fils).
  if (y > BOTTOM - 120) {
    foot();
    doc.addPage();
    y = PAGE.margin;
  }
  y += 8;
  const totals: Array<[string, string, TextStyle]> = [];
  if (order.discountFils > 0) {
    // The items before the code and the code's reduction: the lines above add up to the difference.
    totals.push([both("itemsBeforeDiscount"), `AED ${aed(order.itemsFils)}`, text]);
    totals.push([codeLabel, `AED ${aed(-order.discountFils)}`, bold]);
  }
  totals.push(
    [both("totalExclVat"), `AED ${aed(order.totalFils - order.vatFils)}`, text],
    [both("vat"), `AED ${aed(order.vatFils)}`, text],
    [both("totalInclVat"), `AED ${aed(order.totalFils)}`, { ...bold, size: 11 }],
  );
  if (input.refunds.length > 0) {
    const refunded = input.refunds.reduce((sum, r) => sum + r.amountFils, 0);
    totals.push([both("refunds"), "", bold]);
    for (const refund of input.refunds) {
      const words = `${both("refunded")} ${ltr(dubaiDate(refund.createdAt))} (${both("vatAmount")} ${ltr(`AED ${aed(-refund.vatFils)}`)})`;
      totals.push([words, `AED ${aed(-refund.amountFils)}`, text]);
    }
    totals.push([both("netAfterRefunds"), `AED ${aed(order.totalFils - refunded)}`, bold]);
  }
  const labelWidth = 300;
  const amountWidth = 110;
  const labelX = direction === "rtl" ? PAGE.margin + amountWidth : PAGE.width - PAGE.margin - amountWidth - labelWidth;
  const amountX = direction === "rtl" ? PAGE.margin : PAGE.width - PAGE.margin - amountWidth;
  for (const [label, amount, style] of totals) {
    const height = drawWrapped(doc, label, labelX, y, labelWidth, style, { align: "end", max: 2 });
    drawLine(doc, amount, amountX, y, amountWidth, style, "end");
    y += height + 2;
  }
  y += 6;
  line(doc, both("amountsIn"), y, small);
  foot();
}
