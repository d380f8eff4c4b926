import { type Rng, rng } from "../rng";
import { bloom, bush } from "./bloom";
import { cactus, rosette } from "./desert";
import { spiky, trailing } from "./flora";
import { monstera, type PlantArgs, type PlantParts, pinnate, snake, stemLeaves } from "./foliage";
import { bag, bottle, packet, tool } from "./goods";
import { paddle } from "./paddle";
import { hanger, type PotShape, type PotTexture, pot } from "./pots";
import { BACKDROPS, closeup, flatlay, room, shelf, studio, svgDoc, terrace, WALLS } from "./scene";
import { Doc, POT_COLOURS } from "./svg";
import { palmTree, tree } from "./trees";

export interface ArtInput {
  /** Seed of every random choice (the product slug). */
  key: string;
  /** Drawing recipe "kind[:variant[:colour]]". */
  art: string;
  /** Pot colour names from the SKUs, first = shown in image 1. */
  colours: string[];
  /** English name, printed on bags and packets. */
  title: string;
  /** First size option, printed on bags. */
  size: string;
  outdoor: boolean;
  /** Floor-standing plant: larger pot, room scene. */
  big: boolean;
}

type PlantFn = (doc: Doc, r: Rng, p: PlantArgs) => PlantParts;
const PLANTS: Record<string, PlantFn> = {
  monstera,
  stem: stemLeaves,
  snake,
  pinnate,
  palm: palmTree,
  paddle,
  trail: trailing,
  spiky,
  rosette,
  cactus,
  bloom,
  bush,
  tree,
};
const SMALL = new Set(["rosette", "cactus"]);
const FLAT_TOOLS = new Set(["trowel", "fork", "pruner", "set"]);

const hex = (name: string | undefined) => (name ? (POT_COLOURS[name] ?? name) : "");

interface Drawn {
  body: string;
  shadow: number;
  /** Enlargement so small products fill the frame. */
  scale: number;
  /** y of the interesting part, for close-ups. */
  focus: number;
}

function drawPlant(
  doc: Doc,
  r: Rng,
  input: ArtInput,
  kind: string,
  variant: string,
  accent: string,
  colourName: string | undefined,
): Drawn {
  const small = SMALL.has(kind) || variant === "basil" || variant === "mint" || variant === "rosemary";
  const tall = input.big || kind === "tree" || kind === "palm";
  const w = small ? 92 : tall ? 124 : 110;
  const h = small ? 74 : tall ? 100 : 88;
  let colour = hex(colourName);
  let shape: PotShape;
  let texture: PotTexture = "plain";
  if (colour) {
    shape = r.pick(["tapered", "cylinder", "belly", "tapered"] as const);
    texture = r.pick(["plain", "plain", "ribbed", "speckle"] as const);
  } else if (input.outdoor) {
    shape = "grower";
    colour = r.pick(["#2e2e2f", "#2e2e2f", "#b5603a"]);
  } else {
    shape = r.pick(["basket", "tapered", "cylinder"] as const);
    colour = shape === "basket" ? POT_COLOURS.natural! : hex(r.pick(["terracotta", "cream", "white"]));
    texture = shape === "basket" ? "weave" : r.pick(["plain", "dipped"] as const);
  }
  const parts = pot(doc, r, shape, colour, texture, 200, 340, w, h);
  const plantH = small ? 150 : tall ? 240 : 215;
  const fn = PLANTS[kind] ?? bush;
  const plant = fn(doc, r, { x: 200, y: parts.top + 6, w, h: plantH, variant, colour: accent });
  const herb = variant === "basil" || variant === "mint" || variant === "rosemary";
  return {
    body: parts.back + plant.back + parts.front + (plant.front ?? ""),
    shadow: w * 0.62,
    scale: SMALL.has(kind) ? 1.6 : herb ? 1.3 : kind === "trail" ? 1.25 : 1,
    focus: kind === "trail" ? parts.top + 10 : SMALL.has(kind) || herb ? parts.top - 30 : parts.top - plantH * 0.45,
  };
}

function drawPot(doc: Doc, r: Rng, variant: string, texture: string, colourName: string | undefined): Drawn {
  const colour = hex(colourName) || POT_COLOURS.white!;
  if (variant === "hanging") {
    const parts = pot(doc, r, "bowl", colour, (texture || "plain") as PotTexture, 200, 300, 130, 70);
    const plant = trailing(doc, r, { x: 200, y: parts.top + 6, w: 130, h: 120, variant: "pothos", colour: "" });
    return {
      body: hanger(200, parts.top, parts.half, 40) + parts.back + plant.back + parts.front + (plant.front ?? ""),
      shadow: 50,
      scale: 1,
      focus: 230,
    };
  }
  const shape = (variant || "tapered") as PotShape;
  const wide = shape === "bowl" || shape === "trough";
  const w = wide ? 230 : shape === "cube" ? 150 : 170;
  const h = wide ? 95 : shape === "cube" ? 140 : 150;
  const parts = pot(doc, r, shape, colour, (texture || "plain") as PotTexture, 200, 340, w, h, true);
  return { body: parts.back + parts.front, shadow: w * 0.55, scale: 1, focus: parts.top + 40 };
}

function drawGoods(doc: Doc, r: Rng, input: ArtInput, kind: string, variant: string, colour: string): Drawn {
  const c = colour || "#5b7f3a";
  if (kind === "bag")
    return { body: bag(doc, r, variant, c, input.title, input.size), shadow: 110, scale: 1, focus: 180 };
  if (kind === "bottle") {
    return { body: bottle(doc, r, hex(variant) || c, input.title, input.size), shadow: 75, scale: 1, focus: 220 };
  }
  if (kind === "packet") return { body: packet(doc, r, variant, c, input.title), shadow: 110, scale: 1, focus: 185 };
  let body = tool(doc, r, variant, hex(input.colours[0]) || c);
  if (variant === "stand") {
    const top = pot(doc, r, "cylinder", POT_COLOURS.white!, "ribbed", 200, 198, 96, 76);
    const plant = trailing(doc, r, { x: 200, y: top.top + 5, w: 96, h: 120, variant: "heart", colour: "" });
    body += top.back + plant.back + top.front + (plant.front ?? "");
  }
  if (FLAT_TOOLS.has(variant)) {
    // lying flat, diagonally, with its own drop shadow
    const flat = `<g filter="${doc.dropShadow()}"><g transform="translate(200 205) rotate(-32) scale(1.35) translate(-200 -205)">${body}</g></g>`;
    return { body: flat, shadow: 0, scale: 1, focus: 200 };
  }
  return { body, shadow: 100, scale: 1, focus: 200 };
}

function draw(doc: Doc, r: Rng, input: ArtInput, colourName: string | undefined): Drawn {
  const [kind = "bush", variant = "", colour = ""] = input.art.split(":");
  if (kind === "pot") return drawPot(doc, r, variant, colour, colourName);
  if (kind === "potgroup") {
    const a = pot(doc, r, "tapered", POT_COLOURS.terracotta!, "plain", 140, 340, 120, 105, true);
    const b = pot(doc, r, "belly", POT_COLOURS.sage!, "plain", 265, 340, 110, 80, true);
    const c = pot(doc, r, "cylinder", POT_COLOURS.white!, "ribbed", 205, 350, 70, 60, true);
    return { body: a.back + a.front + b.back + b.front + c.back + c.front, shadow: 140, scale: 1, focus: 260 };
  }
  if (["bag", "bottle", "packet", "tool"].includes(kind)) return drawGoods(doc, r, input, kind, variant, colour);
  return drawPlant(doc, r, input, kind, variant, colour, colourName);
}

/** SVG of product image 1 (studio shot) or 2 (lifestyle scene or close-up). */
export function productSvg(input: ArtInput, image: 1 | 2): string {
  const r = rng(`${input.key}#${image}`);
  const doc = new Doc();
  const pick = rng(input.key);
  const bg = pick.pick(BACKDROPS);
  const colour = image === 2 && input.colours.length > 1 ? input.colours[1] : input.colours[0];
  const d = draw(doc, r, input, colour);
  if (image === 1) return svgDoc(doc, studio(doc, bg, d.body, d.shadow, d.scale));
  const [, variant = ""] = input.art.split(":");
  if (input.art.startsWith("tool:") && FLAT_TOOLS.has(variant)) return svgDoc(doc, flatlay(doc, r, d.body));
  const kind = input.art.split(":")[0] ?? "";
  const wall = pick.pick(WALLS);
  let body: string;
  const s = Math.min(d.scale, 1.35);
  if (input.outdoor) body = terrace(doc, r, d.body, d.shadow, 0.92 * s);
  else if (["bag", "bottle", "packet"].includes(kind)) body = closeup(doc, bg, d.body, d.focus, 1.25);
  else if (input.big) body = room(doc, r, wall, d.body, d.shadow, 0.8 * s);
  else if (input.art.startsWith("pot:hanging")) body = closeup(doc, pick.pick(BACKDROPS), d.body, d.focus, 1.5);
  else if (kind === "pot" || kind === "tool" || r.chance(0.6)) body = shelf(doc, r, wall, d.body, d.shadow, 0.8 * s);
  else body = closeup(doc, pick.pick(BACKDROPS), d.body, d.focus, 1.6 * s);
  return svgDoc(doc, body);
}

/** Category tile: the recipe drawn in a studio shot. */
export function categorySvg(slug: string, art: string, title: string): string {
  return productSvg(
    { key: slug, art, colours: art === "monstera" ? ["sage"] : [], title, size: "20 L", outdoor: false, big: false },
    1,
  );
}
