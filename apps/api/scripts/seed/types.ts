import type { difficultyLevels, lightLevels, wateringLevels } from "../../../../packages/shared/src/catalogue";

export type Light = (typeof lightLevels)[number];
export type Watering = (typeof wateringLevels)[number];
export type Difficulty = (typeof difficultyLevels)[number];

/** light, watering, difficulty, pet safe, mature size. */
export type CareDef = readonly [Light, Watering, Difficulty, boolean, string];
/** name, description (1-3 sentences). */
export type TextDef = readonly [string, string];

/** One demo product, written compactly; SKUs, stock, ratings and dates are derived by rules (see build.ts). */
export interface ProductDef {
  slug: string;
  /** Leaf category slug. */
  cat: string;
  /** SKU code prefix, e.g. "MON-DEL" -> "MON-DEL-17-WHT". */
  code: string;
  /** Drawing recipe "kind[:variant[:colour]]", see art/index.ts. */
  art: string;
  /** AED for the first option, or one AED price per size. */
  price: number | readonly number[];
  care?: CareDef;
  /** Comma-separated tags. */
  tags?: string;
  /** Comma-separated option sizes; "" = a single SKU without size. */
  sizes?: string;
  /** Comma-separated pot colours; "" = none. Undefined = the category rule decides. */
  colours?: string;
  /** Comma-separated: featured, inactive, soldout. */
  flags?: string;
  en: TextDef;
  fr: TextDef;
  ar: TextDef;
}

export type I18n = { en: string; fr: string; ar: string };
