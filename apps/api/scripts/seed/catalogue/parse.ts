import { difficultyLevels, lightLevels, wateringLevels } from "../../../../../packages/shared/src/catalogue";
import type { CareDef, Difficulty, Light, ProductDef, TextDef, Watering } from "../types";

/**
 * Catalogue text format, one block per product:
 *
 *   [leaf-category-slug]
 *   @ slug | SKU-PREFIX | art recipe | price AED (or a/b/c per size) | care | tags | options
 *   en Name | Description
 *   fr Nom | Description
 *   ar الاسم | الوصف
 *
 * care = "light watering difficulty pet(yes|no) mature size" or "-";
 * options = "sizes=12 cm,17 cm;colours=white,black;flags=featured,big".
 */
export function parseCatalogue(text: string): ProductDef[] {
  const out: ProductDef[] = [];
  let cat = "";
  let cur: Partial<ProductDef> | undefined;
  const finish = () => {
    if (!cur) return;
    if (!cur.en || !cur.fr || !cur.ar) throw new Error(`catalogue: ${cur.slug} lacks a translation`);
    out.push(cur as ProductDef);
    cur = undefined;
  };
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    if (line.startsWith("[")) {
      finish();
      cat = line.slice(1, -1);
      continue;
    }
    if (line.startsWith("@")) {
      finish();
      const [slug, code, art, price, care, tags, options] = line
        .slice(1)
        .split("|")
        .map((s) => s.trim());
      if (!slug || !code || !art || !price) throw new Error(`catalogue: bad line ${line}`);
      cur = { slug, cat, code, art, price: parsePrice(price), care: parseCare(care ?? "-", slug), tags: tags ?? "" };
      for (const opt of (options ?? "").split(";")) {
        const [k, v = ""] = opt.split("=").map((s) => s.trim());
        if (k === "sizes") cur.sizes = v;
        else if (k === "colours") cur.colours = v;
        else if (k === "flags") cur.flags = v;
        else if (k) throw new Error(`catalogue: unknown option ${k} in ${slug}`);
      }
      continue;
    }
    const lang = line.slice(0, 2);
    if (!cur || (lang !== "en" && lang !== "fr" && lang !== "ar")) throw new Error(`catalogue: stray line ${line}`);
    const [name, description] = line
      .slice(2)
      .split("|")
      .map((s) => s.trim());
    if (!name || !description) throw new Error(`catalogue: ${cur.slug} ${lang} needs "name | description"`);
    cur[lang] = [name, description] as TextDef;
  }
  finish();
  return out;
}

function parsePrice(s: string): number | number[] {
  const parts = s.split("/").map(Number);
  if (parts.some((p) => !Number.isFinite(p) || p <= 0)) throw new Error(`catalogue: bad price ${s}`);
  return parts.length === 1 ? parts[0]! : parts;
}

function parseCare(s: string, slug: string): CareDef | undefined {
  if (s === "-") return undefined;
  const [light, watering, difficulty, pet, ...size] = s.split(/\s+/);
  if (
    !lightLevels.includes(light as Light) ||
    !wateringLevels.includes(watering as Watering) ||
    !difficultyLevels.includes(difficulty as Difficulty) ||
    (pet !== "yes" && pet !== "no") ||
    size.length === 0
  ) {
    throw new Error(`catalogue: bad care "${s}" for ${slug}`);
  }
  return [light as Light, watering as Watering, difficulty as Difficulty, pet === "yes", size.join(" ")];
}
