import type { TFunction } from "i18next";
import type { ListFilter } from "./collection-query";

/** "sea-green" -> "Sea green": a readable name for a value the translations do not know. */
export function prettify(value: string): string {
  const words = value.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MEASURE = /^(\d+(?:[.,]\d+)?)\s*(cm|mm|m|ml|L|l|kg|g)$/;

/** "12 cm", "5 L": the number with the unit in the shopper's language. */
export function localizeMeasure(t: TFunction, value: string): string {
  const match = MEASURE.exec(value.trim());
  if (!match) return value;
  const [, amount = "", unit = ""] = match;
  const key = unit === "l" ? "L" : unit;
  return t(`units.${key}`, { value: amount, defaultValue: value });
}

export function colourName(t: TFunction, value: string): string {
  return t(`colours.${value}`, { defaultValue: prettify(value) });
}

export function tagName(t: TFunction, value: string): string {
  return t(`tags.${value}`, { defaultValue: prettify(value) });
}

/** The label of one filter value; categories come with their (translated) names. */
export function filterValueLabel(
  t: TFunction,
  name: ListFilter,
  value: string,
  categoryNames: ReadonlyMap<string, string>,
): string {
  switch (name) {
    case "category":
      return categoryNames.get(value) ?? prettify(value);
    case "light":
    case "watering":
    case "difficulty":
      return t(`care.${name}.${value}`, { defaultValue: prettify(value) });
    case "size":
      return localizeMeasure(t, value);
    case "colour":
      return colourName(t, value);
    case "tag":
      return tagName(t, value);
  }
}

/** Swatch colours of the pot colours we sell; unknown ones get a neutral swatch. */
export const SWATCHES: Record<string, string> = {
  white: "#f7f7f4",
  black: "#1d1d1d",
  terracotta: "#c0643b",
  sage: "#9caf88",
  charcoal: "#3b3f42",
  grey: "#9a9ea1",
  pink: "#e8a5b5",
  sand: "#d9c3a0",
  blue: "#3f6fb5",
  cream: "#f1e6cc",
  clear: "linear-gradient(135deg, #ffffff 0%, #dfeef5 100%)",
  green: "#3c7a4a",
  mustard: "#d3a532",
  natural: "#b9956a",
  navy: "#22335c",
};
