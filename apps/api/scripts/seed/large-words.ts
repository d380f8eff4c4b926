import type { I18n } from "./types";
import varieties from "./varieties.json";

/** Words combined into synthetic product names by seedLarge. Cultivar and collection names stay untranslated. */
export const VARIETIES: readonly string[] = varieties;
export const COLLECTIONS = [
  "Riviera",
  "Atlas",
  "Nordic",
  "Medina",
  "Souk",
  "Lagoon",
  "Coral",
  "Majlis",
  "Bayt",
  "Qasr",
  "Wadi",
  "Sidra",
  "Ghaf",
  "Barasti",
  "Mangrove",
  "Sabkha",
  "Khor",
  "Dana",
  "Noor",
  "Zayna",
];
export const SIZE_WORDS: I18n[] = [
  { en: "Mini", fr: "Mini", ar: "صغير" },
  { en: "Medium", fr: "Moyen", ar: "متوسط" },
  { en: "Large", fr: "Grand", ar: "كبير" },
  { en: "XL", fr: "Très grand", ar: "كبير جداً" },
];
export const COLOUR_NAMES: Record<string, I18n> = {
  white: { en: "White", fr: "Blanc", ar: "أبيض" },
  black: { en: "Black", fr: "Noir", ar: "أسود" },
  terracotta: { en: "Terracotta", fr: "Terre cuite", ar: "تيراكوتا" },
  sage: { en: "Sage", fr: "Vert sauge", ar: "أخضر مريمي" },
  grey: { en: "Grey", fr: "Gris", ar: "رمادي" },
  charcoal: { en: "Charcoal", fr: "Anthracite", ar: "فحمي" },
  blue: { en: "Blue", fr: "Bleu", ar: "أزرق" },
  navy: { en: "Navy", fr: "Bleu marine", ar: "كحلي" },
  pink: { en: "Pink", fr: "Rose", ar: "وردي" },
  sand: { en: "Sand", fr: "Sable", ar: "رملي" },
  cream: { en: "Cream", fr: "Crème", ar: "كريمي" },
  mustard: { en: "Mustard", fr: "Moutarde", ar: "خردلي" },
  green: { en: "Green", fr: "Vert", ar: "أخضر" },
  natural: { en: "Natural", fr: "Naturel", ar: "طبيعي" },
};
