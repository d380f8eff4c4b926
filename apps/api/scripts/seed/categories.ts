import type { I18n } from "./types";

export interface CategoryDef {
  slug: string;
  name: I18n;
  /** Drawing recipe of the category tile (top level only). */
  art?: string;
  children?: CategoryDef[];
}

const c = (slug: string, en: string, fr: string, ar: string, children?: CategoryDef[], art?: string): CategoryDef => ({
  slug,
  name: { en, fr, ar },
  children,
  art,
});

export const CATEGORY_TREE: CategoryDef[] = [
  c(
    "indoor-plants",
    "Indoor Plants",
    "Plantes d'intérieur",
    "نباتات داخلية",
    [
      c("foliage-plants", "Foliage Plants", "Plantes à feuillage", "نباتات الزينة الورقية"),
      c("succulents-cacti", "Succulents & Cacti", "Succulentes et cactus", "العصاريات والصبار"),
      c("flowering-plants", "Flowering Plants", "Plantes fleuries", "نباتات مزهرة"),
      c("air-purifying", "Air-Purifying Plants", "Plantes dépolluantes", "نباتات منقية للهواء"),
    ],
    "monstera",
  ),
  c(
    "outdoor-plants",
    "Outdoor Plants",
    "Plantes d'extérieur",
    "نباتات خارجية",
    [
      c("palms", "Palms", "Palmiers", "النخيل"),
      c("shrubs-hedges", "Shrubs & Hedges", "Arbustes et haies", "الشجيرات والأسيجة"),
      c("flowering-shrubs", "Flowering Shrubs", "Arbustes à fleurs", "شجيرات مزهرة"),
      c("fruit-trees", "Fruit Trees", "Arbres fruitiers", "أشجار الفاكهة"),
      c("herbs", "Herbs", "Herbes aromatiques", "الأعشاب"),
    ],
    "palm:outdoor",
  ),
  c(
    "pots-planters",
    "Pots & Planters",
    "Pots et jardinières",
    "الأصص والأحواض",
    [
      c("ceramic-pots", "Ceramic Pots", "Pots en céramique", "أصص خزفية"),
      c("plastic-pots", "Plastic Pots", "Pots en plastique", "أصص بلاستيكية"),
      c("hanging-planters", "Hanging Planters", "Suspensions", "أصص معلقة"),
      c("self-watering", "Self-Watering Pots", "Pots à réserve d'eau", "أصص ذاتية الري"),
    ],
    "potgroup",
  ),
  c("soil-fertiliser", "Soil & Fertiliser", "Terreau et engrais", "التربة والأسمدة", undefined, "bag:soil:#5b7f3a"),
  c("seeds", "Seeds", "Graines", "البذور", undefined, "packet:sunflower:#e9b730"),
  c("tools-accessories", "Tools & Accessories", "Outils et accessoires", "الأدوات والإكسسوارات", undefined, "tool:set"),
];

export const INDOOR_LEAVES = ["foliage-plants", "succulents-cacti", "flowering-plants", "air-purifying"];
export const OUTDOOR_LEAVES = ["palms", "shrubs-hedges", "flowering-shrubs", "fruit-trees", "herbs"];
export const POT_LEAVES = ["ceramic-pots", "plastic-pots", "hanging-planters", "self-watering"];

/** Top-level slug of a leaf category. */
export function topOf(slug: string): string {
  for (const top of CATEGORY_TREE) {
    if (top.slug === slug || top.children?.some((ch) => ch.slug === slug)) return top.slug;
  }
  throw new Error(`unknown category ${slug}`);
}
