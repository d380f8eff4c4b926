import {
  type AdminCategory,
  type DiscountCode,
  type DiscountKind,
  dubaiLocalToInstant,
  instantToDubaiLocal,
} from "@shop/shared";

/** The discount form's fields as typed (amounts in AED, dates as Asia/Dubai local times, limits empty for none). */
export interface DiscountFormValues {
  code: string;
  kind: DiscountKind;
  value: string;
  minimum: string;
  categoryId: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
}

export const discountFormFields = [
  "code",
  "kind",
  "value",
  "minSubtotal",
  "categoryId",
  "startsAt",
  "endsAt",
  "usageLimit",
  "perCustomerLimit",
] as const;
export type DiscountFormField = (typeof discountFormFields)[number];

export const emptyDiscountForm: DiscountFormValues = {
  code: "",
  kind: "percent",
  value: "",
  minimum: "",
  categoryId: "",
  startsAt: "",
  endsAt: "",
  usageLimit: "",
  perCustomerLimit: "",
};

const arabicDigits = /[\u0660-\u0669]/g;
const western = (text: string) => text.trim().replace(arabicDigits, (d) => String(d.charCodeAt(0) - 0x0660));

/** "15", "15.5", "1,250.50" (Arabic-Indic digits too) in AED as whole fils; NaN when it is no such amount. */
export function aedToFils(text: string): number {
  const typed = western(text).replace(/[,\s]/g, "").replace("\u066b", ".");
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(typed);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : Number.NaN;
}

/** A whole number typed as text; NaN when it is not one (the shared schema then names the field). */
function wholeNumber(text: string): number {
  const typed = western(text);
  return /^\d{1,10}$/.test(typed) ? Number(typed) : Number.NaN;
}

const fils = (f: number) => (f / 100).toFixed(2);
/** A Dubai local time as an instant; a time that cannot be read stays text, which the schema refuses. */
const instant = (local: string) => (local.trim() ? (dubaiLocalToInstant(local) ?? local) : null);
const limit = (text: string) => (text.trim() ? wholeNumber(text) : null);

/** What add and update send: the shared schema checks it before it goes (and the server again). */
export function discountPayload(v: DiscountFormValues) {
  return {
    code: v.code,
    kind: v.kind,
    value: v.kind === "percent" ? wholeNumber(v.value) : aedToFils(v.value),
    minSubtotal: v.minimum.trim() ? aedToFils(v.minimum) : 0,
    categoryId: v.categoryId ? Number(v.categoryId) : null,
    startsAt: instant(v.startsAt),
    endsAt: instant(v.endsAt),
    usageLimit: limit(v.usageLimit),
    perCustomerLimit: limit(v.perCustomerLimit),
  };
}

/** A saved code as the form shows it. */
export function discountFormOf(code: DiscountCode): DiscountFormValues {
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === "percent" ? String(code.value) : fils(code.value),
    minimum: code.minSubtotal ? fils(code.minSubtotal) : "",
    categoryId: code.categoryId === null ? "" : String(code.categoryId),
    startsAt: code.startsAt ? instantToDubaiLocal(code.startsAt) : "",
    endsAt: code.endsAt ? instantToDubaiLocal(code.endsAt) : "",
    usageLimit: code.usageLimit === null ? "" : String(code.usageLimit),
    perCustomerLimit: code.perCustomerLimit === null ? "" : String(code.perCustomerLimit),
  };
}

/** The categories as a tree in the order of the shop (children under their parent, indented), named in `lang`. */
export function categoryOptions(categories: AdminCategory[], lang: string): Array<{ id: number; label: string }> {
  const name = (c: AdminCategory) => (c.name as Record<string, string | undefined>)[lang] || c.name.en;
  const children = (parent: number | null) =>
    categories.filter((c) => c.parentId === parent).sort((a, b) => a.position - b.position || a.id - b.id);
  const out: Array<{ id: number; label: string }> = [];
  const walk = (parent: number | null, depth: number) => {
    for (const c of children(parent)) {
      out.push({ id: c.id, label: `${"\u2014 ".repeat(depth)}${name(c)}` });
      if (depth < 10) walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
