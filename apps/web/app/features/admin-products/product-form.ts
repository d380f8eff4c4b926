import {
  type AdminProduct,
  type AdminProductInput,
  type AdminProductValues,
  adminProductInputSchema,
  type difficultyLevels,
  type lightLevels,
  type ProductStatus,
  type wateringLevels,
} from "@shop/shared";

/** The three languages of a product's texts; English is required, the others fall back to it in the shop. */
export const textLanguages = ["en", "fr", "ar"] as const;
type Texts = Record<(typeof textLanguages)[number], string>;

/** A SKU row as typed: the price in AED ("12.50"), numbers as text until saved. */
export interface SkuFormRow {
  /** The saved SKU's id (null for a new row); stock is read only and changed on the stock page. */
  skuId: number | null;
  stock: number | null;
  code: string;
  potSize: string;
  potColour: string;
  price: string;
  discount: string;
  lowStockThreshold: string;
  active: boolean;
}

export interface ProductFormValues {
  name: Texts;
  description: Texts;
  careText: Texts;
  /** Comma-separated. */
  tags: string;
  categoryId: string;
  light: (typeof lightLevels)[number] | "";
  watering: (typeof wateringLevels)[number] | "";
  difficulty: (typeof difficultyLevels)[number] | "";
  petSafe: "" | "yes" | "no";
  matureSize: string;
  status: ProductStatus;
  skus: SkuFormRow[];
}

const arabicDigits = /[\u0660-\u0669]/g;

/** Fils as AED for an input: 1250 -> "12.50". */
export function filsToAed(fils: number): string {
  return (fils / 100).toFixed(2);
}

/**
 * A price typed in AED as whole fils: "12", "12.5", "1,250.50", Arabic-Indic digits too; NaN when it is not a
 * number with at most two decimals (the shared schema then names the field).
 */
export function aedToFils(text: string): number {
  const typed = text
    .trim()
    .replace(arabicDigits, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[,\s]/g, "")
    .replace("\u066b", ".");
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(typed);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** A whole number typed as text; NaN when it is not one (the schema reports it on its field). */
function wholeNumber(text: string): number {
  const typed = text.trim().replace(arabicDigits, (digit) => String(digit.charCodeAt(0) - 0x0660));
  return /^\d{1,10}$/.test(typed) ? Number(typed) : Number.NaN;
}

const textsOf = (value: { en: string; fr?: string; ar?: string }): Texts => ({
  en: value.en,
  fr: value.fr ?? "",
  ar: value.ar ?? "",
});

export function emptySkuRow(): SkuFormRow {
  return {
    skuId: null,
    stock: null,
    code: "",
    potSize: "",
    potColour: "",
    price: "",
    discount: "0",
    lowStockThreshold: "5",
    active: true,
  };
}

/** The form for a saved product, or a new draft with one empty SKU row. */
export function formValuesOf(product: AdminProduct | null): ProductFormValues {
  if (!product) {
    const none = { en: "", fr: "", ar: "" };
    return {
      name: { ...none },
      description: { ...none },
      careText: { ...none },
      tags: "",
      categoryId: "",
      light: "",
      watering: "",
      difficulty: "",
      petSafe: "",
      matureSize: "",
      status: "draft",
      skus: [emptySkuRow()],
    };
  }
  return {
    name: textsOf(product.name),
    description: textsOf(product.description),
    careText: textsOf(product.careText),
    tags: product.tags.join(", "),
    categoryId: String(product.categoryId),
    light: product.light ?? "",
    watering: product.watering ?? "",
    difficulty: product.difficulty ?? "",
    petSafe: product.petSafe === null ? "" : product.petSafe ? "yes" : "no",
    matureSize: product.matureSize ?? "",
    status: product.status,
    skus: product.skus.map((sku) => ({
      skuId: sku.skuId,
      stock: sku.stock,
      code: sku.code,
      potSize: sku.potSize ?? "",
      potColour: sku.potColour ?? "",
      price: filsToAed(sku.price),
      discount: String(sku.discount),
      lowStockThreshold: String(sku.lowStockThreshold),
      active: sku.active,
    })),
  };
}

/** French and Arabic left empty are not sent: the shop shows the English text for them. */
const textsToWire = (texts: Texts) => ({
  en: texts.en,
  ...(texts.fr.trim() ? { fr: texts.fr } : {}),
  ...(texts.ar.trim() ? { ar: texts.ar } : {}),
});

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The form as the API's create/update body (before the shared schema checks it). */
export function wireOf(values: ProductFormValues): AdminProductInput {
  const tags = [
    ...new Set(
      values.tags
        .split(/[,،]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
  return {
    name: textsToWire(values.name),
    description: textsToWire(values.description),
    careText: textsToWire(values.careText),
    tags,
    categoryId: values.categoryId ? Number(values.categoryId) : Number.NaN,
    light: values.light || null,
    watering: values.watering || null,
    difficulty: values.difficulty || null,
    petSafe: values.petSafe === "" ? null : values.petSafe === "yes",
    matureSize: orNull(values.matureSize),
    status: values.status,
    skus: values.skus.map((row) => ({
      code: row.code.trim(),
      potSize: orNull(row.potSize),
      potColour: orNull(row.potColour),
      price: aedToFils(row.price),
      discount: wholeNumber(row.discount),
      active: row.active,
      lowStockThreshold: wholeNumber(row.lowStockThreshold),
    })),
  };
}

/** Which message a field's problem gets: a SKU's field by its name ("skus.0.price" -> "price"), else the field. */
export function problemKind(path: ReadonlyArray<PropertyKey>): string {
  const [first, , skuField] = path;
  if (first === "skus") return typeof skuField === "string" ? skuField : "skus";
  return typeof first === "string" ? first : "form";
}

export type ProductFormCheck =
  | { ok: true; value: AdminProductValues }
  | { ok: false; problems: Array<{ path: string; kind: string }> };

/** The form checked with the shared zod schema the API uses; each problem named by its form path. */
export function checkProductForm(values: ProductFormValues): ProductFormCheck {
  const parsed = adminProductInputSchema.safeParse(wireOf(values));
  if (parsed.success) return { ok: true, value: parsed.data };
  const problems = parsed.error.issues.map((issue) => ({
    // "tags.3" is the one tags field; "skus" alone (a code twice) belongs to the SKU list.
    path: issue.path[0] === "tags" ? "tags" : issue.path.map(String).join(".") || "form",
    kind: problemKind(issue.path),
  }));
  return { ok: false, problems };
}
