import { z } from "zod";

import { type Language, languages } from "./languages";

export { defaultLanguage, directionOf, isLanguage, type Language, languages } from "./languages";
export const languageSchema = z.enum(languages);

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
