import { z } from "zod";

/** DESIGN: en (default) and fr as specified, plus ar (right-to-left). */
export const languages = ["en", "fr", "ar"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";
export const languageSchema = z.enum(languages);

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

export function directionOf(lang: Language): "rtl" | "ltr" {
  return lang === "ar" ? "rtl" : "ltr";
}

/** Text kept in every language; en is always present and is the fallback. */
export const localizedTextSchema = z.object({
  en: z.string(),
  fr: z.string().optional(),
  ar: z.string().optional(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export function pickText(text: LocalizedText, lang: Language): string {
  return text[lang] || text.en;
}
