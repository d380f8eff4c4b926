/** DESIGN: en (default) and fr as specified, plus ar (right-to-left). No zod here: the page shell imports this. */
export const languages = ["en", "fr", "ar"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

export function directionOf(lang: Language): "rtl" | "ltr" {
  return lang === "ar" ? "rtl" : "ltr";
}
