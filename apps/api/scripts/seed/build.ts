import type { ArtInput } from "./art/index";
import { careText } from "./catalogue/care";
import { KEYWORDS } from "./catalogue/keywords";
import { topOf } from "./categories";
import { rng } from "./rng";
import type { I18n, ProductDef } from "./types";

const DAY = 86_400_000;
const PLANT_COLOURS = ["white", "black", "terracotta", "sage"];

const COLOUR_CODES: Record<string, string> = {
  white: "WHT",
  black: "BLK",
  terracotta: "TER",
  sage: "SAG",
  grey: "GRY",
  charcoal: "CHR",
  blue: "BLU",
  navy: "NVY",
  pink: "PNK",
  sand: "SND",
  cream: "CRM",
  mustard: "MUS",
  green: "GRN",
  natural: "NAT",
  clear: "CLR",
};

export const colourCode = (c: string) => COLOUR_CODES[c] ?? c.slice(0, 3).toUpperCase();
/** "17 cm" -> "17", "5 L" -> "5L", "500 ml" -> "500ML". */
export const sizeCode = (s: string) =>
  s
    .replace(/\s*cm$/, "")
    .replace(/\s+/g, "")
    .toUpperCase();

const DEFAULT_SIZES: Record<string, string[]> = {
  "indoor-plants": ["12 cm", "17 cm", "24 cm"],
  palms: ["30 cm", "45 cm", "60 cm"],
  "shrubs-hedges": ["20 cm", "30 cm"],
  "flowering-shrubs": ["20 cm", "30 cm"],
  "fruit-trees": ["30 cm", "45 cm"],
  herbs: ["12 cm", "17 cm"],
  "pots-planters": ["12 cm", "17 cm", "24 cm"],
};

export interface SkuRow {
  code: string;
  potSize: string | null;
  potColour: string | null;
  priceFils: number;
  discountPct: number;
  stock: number;
  position: number;
}

export interface BuiltProduct {
  def: ProductDef;
  top: string;
  outdoor: boolean;
  tags: string[];
  /** Botanical names and synonyms, searched in every language. */
  keywords: string;
  rating: number;
  reviewCount: number;
  popularity: number;
  featured: boolean;
  isActive: boolean;
  createdAt: Date;
  text: Record<keyof I18n, { name: string; description: string; careText: string }>;
  skus: SkuRow[];
  art: ArtInput;
}

const list = (s: string | undefined) =>
  (s ?? "")
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

/** Nice shop price in AED: multiples of 5 above 20, whole dirhams below. */
const nicePrice = (aed: number) => (aed >= 20 ? Math.round(aed / 5) * 5 : Math.round(aed));

export function priceLadder(base: number | readonly number[], sizes: string[]): number[] {
  if (typeof base !== "number") {
    if (base.length !== Math.max(1, sizes.length)) throw new Error(`price list ${base.join("/")} vs sizes ${sizes}`);
    return [...base];
  }
  const first = Number.parseFloat(sizes[0] ?? "");
  return (sizes.length ? sizes : [""]).map((s, i) => {
    const v = Number.parseFloat(s);
    const factor = Number.isFinite(v) && Number.isFinite(first) && first > 0 ? (v / first) ** 1.6 : 1 + 0.8 * i;
    return i === 0 ? base : nicePrice(base * factor);
  });
}

/** Turn a compact definition into everything the database needs; `now` anchors created_at. */
export function buildProduct(def: ProductDef, now: number): BuiltProduct {
  const r = rng(def.slug);
  const top = topOf(def.cat);
  const outdoor = top === "outdoor-plants";
  const flags = new Set(list(def.flags));
  const tags = list(def.tags);
  const sizes = def.sizes !== undefined ? list(def.sizes) : (DEFAULT_SIZES[def.cat] ?? DEFAULT_SIZES[top] ?? []);
  let colours = def.colours !== undefined ? list(def.colours) : [];
  if (def.colours === undefined && top === "indoor-plants" && r.chance(0.55)) {
    const start = r.int(0, PLANT_COLOURS.length - 1);
    const count = r.int(2, 4);
    colours = Array.from({ length: count }, (_, i) => PLANT_COLOURS[(start + i) % PLANT_COLOURS.length]!);
  }
  const prices = priceLadder(def.price, sizes);
  const discount = r.chance(0.33) ? r.pick([10, 15, 20, 25, 30]) : 0;
  const soldOut = flags.has("soldout");
  const skus: SkuRow[] = [];
  const sizeOpts: Array<string | null> = sizes.length ? sizes : [null];
  const colourOpts: Array<string | null> = colours.length ? colours : [null];
  sizeOpts.forEach((size, si) => {
    for (const colour of colourOpts) {
      const parts = [def.code];
      if (size) parts.push(sizeCode(size));
      if (colour) parts.push(colourCode(colour));
      const roll = r();
      skus.push({
        code: parts.join("-"),
        potSize: size,
        potColour: colour,
        priceFils: prices[si]! * 100,
        discountPct: discount,
        stock: soldOut ? 0 : roll < 0.07 ? 0 : roll < 0.17 ? r.int(1, 4) : r.int(5, 80),
        position: skus.length,
      });
    }
  });
  const isNew = tags.includes("new");
  const best = tags.includes("bestseller");
  const ageDays = isNew ? r.range(1, 13) : r.chance(0.08) ? r.range(2, 14) : r.range(15, 120);
  // No invented ratings (issue 14): rating and count come only from approved reviews. The two old draws stay so
  // every later value of the demo seed (popularity, stock of the next products) is what it was.
  r();
  if (best) r.int(90, 420);
  else if (isNew) r.int(0, 12);
  else r.int(2, 85);
  const text = {} as BuiltProduct["text"];
  for (const lang of ["en", "fr", "ar"] as const) {
    const [name, description] = def[lang];
    text[lang] = { name, description, careText: careText(def.care, def.cat, outdoor, lang) };
  }
  return {
    def,
    top,
    outdoor,
    tags,
    keywords: KEYWORDS[def.slug] ?? "",
    rating: 0,
    reviewCount: 0,
    popularity: best ? r.int(900, 3200) : isNew ? r.int(0, 60) : r.int(10, 700),
    featured: flags.has("featured"),
    isActive: !flags.has("inactive"),
    createdAt: new Date(now - ageDays * DAY),
    text,
    skus,
    art: {
      key: def.slug,
      art: def.art,
      colours,
      title: def.en[0],
      size: sizes[0] ?? "",
      outdoor,
      big: flags.has("big"),
    },
  };
}
