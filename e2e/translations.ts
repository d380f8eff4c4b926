import { readFileSync } from "node:fs";
import path from "node:path";
import { translationAt } from "../apps/web/app/shell/i18n/translation-at";

export type Lang = "en" | "ar";

/** A page's texts in one language, as the shop shows them: `t("admin.products.skuN", { n: 1 })`. */
export type Texts = (key: string, values?: Record<string, string | number>) => string;

const folder = path.resolve(import.meta.dirname, "../apps/web/public/assets/i18n");
const trees = new Map<Lang, unknown>();

/**
 * The texts of apps/web/public/assets/i18n/<lang>.json, with {{name}} filled in, so a spec finds labels in any
 * language without copying them. A key that is missing fails the test at once.
 */
export function textsIn(lang: Lang): Texts {
  if (!trees.has(lang)) trees.set(lang, JSON.parse(readFileSync(path.join(folder, `${lang}.json`), "utf8")));
  const tree = trees.get(lang);
  return (key, values = {}) => {
    const text = translationAt(tree, key);
    if (typeof text !== "string") throw new Error(`No text at "${key}" in ${lang}.json`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}
