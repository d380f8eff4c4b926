/** One demo care guide: title, summary and Markdown body in en, fr and ar. */
export interface GuideDef {
  title: { en: string; fr: string; ar: string };
  summary: { en: string; fr: string; ar: string };
  body: { en: string; fr: string; ar: string };
}
