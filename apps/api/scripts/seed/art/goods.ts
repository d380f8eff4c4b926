import type { Rng } from "../rng";
import { cluster, daisy, flower5 } from "./bloom";
import { at, type Doc, darken, lanceLeaf, lighten, n, ovalLeaf } from "./svg";

const FONT = `font-family="DejaVu Sans, Arial, Helvetica, sans-serif"`;

/** Escape text for SVG. */
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Centered text, shrunk to fit maxWidth (rough average glyph width). */
export function label(x: number, y: number, text: string, size: number, maxWidth: number, fill: string, weight = 700) {
  const fit = Math.min(size, maxWidth / (text.length * (weight >= 700 ? 0.74 : 0.64)));
  return `<text x="${n(x)}" y="${n(y)}" ${FONT} font-size="${n(fit)}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${esc(text)}</text>`;
}

const leafMark = (x: number, y: number, s: number, colour: string) =>
  at(x, y, 0, [-35, 35, 0].map((a) => at(0, 0, a, `<path d="${ovalLeaf(s, s * 0.3)}" fill="${colour}"/>`)).join(""));

/** Split a product name into two short lines for a label. */
function lines(title: string): [string, string] {
  const words = title.toUpperCase().split(" ");
  if (words.length < 2) return [words[0] ?? "", ""];
  const mid = Math.ceil(words.length / 2);
  return [words.slice(0, mid).join(" "), words.slice(mid).join(" ")];
}

const FILLS: Record<string, [string, string]> = {
  soil: ["#4a3326", "#6b4a35"],
  cactus: ["#b89068", "#d6b48a"],
  compost: ["#3b2a1e", "#5a4030"],
  perlite: ["#eeeeea", "#d8d8d2"],
  pebbles: ["#9a9690", "#c9c4bb"],
  bark: ["#8a5a3a", "#a8744e"],
  granules: ["#6f8fa8", "#a5c0d4"],
  clay: ["#b5653e", "#cf8a5c"],
};

/** A stand-up bag of soil, compost or mulch; a pile of the contents in front. */
export function bag(doc: Doc, r: Rng, variant: string, colour: string, title: string, size: string): string {
  const [a, b] = FILLS[variant] ?? FILLS.soil!;
  const x0 = 110;
  const x1 = 290;
  const y0 = 70;
  const y1 = 330;
  const body = `M${x0 + 6} ${y0 + 14}Q${x0 - 6} ${(y0 + y1) / 2} ${x0 + 2} ${y1 - 6}Q${x0 + 4} ${y1 + 2} ${x0 + 20} ${y1}L${x1 - 20} ${y1}Q${x1 - 4} ${y1 + 2} ${x1 - 2} ${y1 - 6}Q${x1 + 6} ${(y0 + y1) / 2} ${x1 - 6} ${y0 + 14}Z`;
  let zig = `M${x0 + 6} ${y0 + 14}`;
  for (let x = x0 + 6; x < x1 - 6; x += 8) zig += `L${x + 4} ${y0 + 8}L${x + 8} ${y0 + 14}`;
  const [l1, l2] = lines(title);
  const pile: string[] = [];
  for (let i = 0; i < 70; i++) {
    const px = r.range(90, 175);
    const py = 340 - Math.max(0, 16 - Math.abs(px - 130) * 0.35) * r.range(0.3, 1);
    pile.push(
      `<circle cx="${n(px)}" cy="${n(py)}" r="${n(r.range(1.5, variant === "pebbles" ? 6 : 3.5))}" fill="${r.chance(0.5) ? a : b}"/>`,
    );
  }
  return [
    `<path d="${zig}L${x1 - 6} ${y0 + 14}L${x1 - 6} ${y0 + 26}L${x0 + 6} ${y0 + 26}Z" fill="${darken(colour, 0.2)}"/>`,
    `<path d="${body}" fill="${doc.sideGrad(colour, 0.25, 0.3)}"/>`,
    `<rect x="${x0 + 22}" y="${y0 + 50}" width="${x1 - x0 - 44}" height="132" rx="10" fill="#f7f2e6"/>`,
    leafMark(200, y0 + 82, 20, colour),
    label(200, y0 + 100, "BUSTAN", 12, 120, darken(colour, 0.3), 800),
    label(200, y0 + 128, l1, 17, 120, "#2f2a24"),
    label(200, y0 + 148, l2, 17, 120, "#2f2a24"),
    `<rect x="${x0 + 22}" y="${y0 + 196}" width="${x1 - x0 - 44}" height="40" rx="8" fill="${a}"/>`,
    `<circle cx="${x1 - 46}" cy="${y0 + 216}" r="17" fill="#f7f2e6"/>`,
    label(x1 - 46, y0 + 221, size || "1 kg", 11, 28, "#2f2a24"),
    `<path d="M${x0 + 14} ${y0 + 40}Q${x0 + 8} ${(y0 + y1) / 2} ${x0 + 12} ${y1 - 14}" stroke="#fff" stroke-width="8" opacity=".12" fill="none"/>`,
    pile.join(""),
  ].join("");
}

/** Liquid feed bottle with a cap and label. */
export function bottle(doc: Doc, _r: Rng, colour: string, title: string, size: string): string {
  const [l1, l2] = lines(title);
  return [
    `<rect x="178" y="60" width="44" height="34" rx="6" fill="${doc.sideGrad(darken(colour, 0.25), 0.3, 0.3)}"/>`,
    `<path d="M184 94h32l6 22h-44Z" fill="${doc.sideGrad("#f2f2ef", 0.2, 0.25)}"/>`,
    `<path d="M140 140Q140 116 178 116H222Q260 116 260 140V318Q260 336 242 336H158Q140 336 140 318Z" fill="${doc.sideGrad("#f5f4ef", 0.2, 0.22)}"/>`,
    `<rect x="148" y="160" width="104" height="140" rx="8" fill="${colour}"/>`,
    leafMark(200, 196, 16, "#f7f2e6"),
    label(200, 214, "BUSTAN", 10, 80, "#f7f2e6", 800),
    label(200, 240, l1, 14, 92, "#ffffff"),
    label(200, 258, l2, 14, 92, "#ffffff"),
    label(200, 286, size, 12, 80, "#f7f2e6", 600),
    `<path d="M150 150V320" stroke="#fff" stroke-width="7" opacity=".25"/>`,
  ].join("");
}

/** Seed packet with an illustration window; loose seeds in front. */
export function packet(doc: Doc, r: Rng, variant: string, colour: string, title: string): string {
  const ill: string[] = [];
  const cx = 200;
  const cy = 185;
  if (variant === "tomato" || variant === "chili" || variant === "cucumber" || variant === "strawberry") {
    for (let i = 0; i < 5; i++)
      ill.push(
        at(
          cx + r.range(-40, 40),
          cy + r.range(-30, 20),
          r.range(-180, 180),
          `<path d="${lanceLeaf(26, 6)}" fill="#4f8a3c"/>`,
        ),
      );
    const fruit = (x: number, y: number) =>
      variant === "chili"
        ? at(
            x,
            y,
            r.range(-20, 20),
            `<path d="M-4 0Q-6 26 6 40Q3 20 5 0Z" fill="${colour}"/><path d="M-4 0h9v-5h-9z" fill="#4f8a3c"/>`,
          )
        : variant === "cucumber"
          ? at(x, y, r.range(-30, 30), `<rect x="-7" y="-2" width="14" height="46" rx="7" fill="${colour}"/>`)
          : `<circle cx="${n(x)}" cy="${n(y)}" r="${variant === "strawberry" ? 9 : 15}" fill="${doc.radial(lighten(colour, 0.3), colour, 0.35, 0.3)}"/><path d="M${n(x - 5)} ${n(y - 13)}l5 4l5 -4" stroke="#3f7a34" stroke-width="2.5" fill="none"/>`;
    ill.push(fruit(cx - 22, cy - 8), fruit(cx + 18, cy + 2), fruit(cx - 2, cy + 20));
  } else if (variant === "sunflower" || variant === "zinnia" || variant === "marigold") {
    ill.push(
      at(cx - 20, cy + 10, 0, daisy(variant === "sunflower" ? 30 : 20, colour)),
      at(cx + 30, cy - 12, 0, daisy(18, colour)),
    );
  } else if (variant === "lettuce" || variant === "herb") {
    for (let i = 0; i < 14; i++)
      ill.push(
        at(
          cx,
          cy + 40,
          -80 + i * 12,
          `<path d="${ovalLeaf(r.range(45, 60), 11)}" fill="${i % 2 ? colour : darken(colour, 0.15)}"/>`,
        ),
      );
  } else {
    ill.push(
      at(cx - 25, cy, 0, flower5(18, colour)),
      at(cx + 25, cy + 15, 0, cluster(18, lighten(colour, 0.2), r)),
      at(cx + 15, cy - 30, 30, flower5(12, colour)),
    );
  }
  const clip = doc.id("c");
  doc.defs.push(`<clipPath id="${clip}"><rect x="122" y="120" width="156" height="130" rx="8"/></clipPath>`);
  const seeds: string[] = [];
  for (let i = 0; i < 14; i++) {
    seeds.push(
      at(
        r.range(250, 330),
        r.range(334, 346),
        r.range(0, 180),
        `<ellipse rx="3.6" ry="2.2" fill="${variant === "sunflower" ? "#3d3a34" : "#c9b080"}"/>`,
      ),
    );
  }
  const [l1, l2] = lines(title);
  return [
    at(
      214,
      340,
      8,
      `<rect x="-82" y="-262" width="164" height="262" rx="4" fill="${doc.sideGrad("#f3ead8", 0.1, 0.15)}"/>`,
    ),
    `<rect x="110" y="74" width="180" height="266" rx="4" fill="${doc.sideGrad("#fbf6ea", 0.15, 0.15)}"/>`,
    `<path d="M110 74h180v36h-180z" fill="${colour}"/>`,
    label(200, 99, "BUSTAN SEEDS", 13, 160, "#ffffff", 800),
    `<rect x="122" y="120" width="156" height="130" rx="8" fill="${lighten(colour, 0.8)}"/>`,
    `<g clip-path="url(#${clip})">${ill.join("")}</g>`,
    label(200, 280, l1, 16, 160, "#2f2a24"),
    label(200, 300, l2, 16, 160, "#2f2a24"),
    `<path d="M110 322h180" stroke="${colour}" stroke-width="6"/>`,
    seeds.join(""),
  ].join("");
}

/** Garden tools and accessories. */
export function tool(doc: Doc, r: Rng, variant: string, colour: string): string {
  const steel = doc.sideGrad("#b9bec2", 0.35, 0.3);
  const handle = doc.sideGrad(colour || "#a8744e", 0.25, 0.3);
  const trowel = (x: number, y: number, rot: number, fork = false) =>
    at(
      x,
      y,
      rot,
      `<rect x="-9" y="0" width="18" height="78" rx="9" fill="${handle}"/><rect x="-4" y="-20" width="8" height="24" fill="${steel}"/>` +
        (fork
          ? `${[-14, -5, 5, 14]
              .map(
                (dx) =>
                  `<path d="M${dx} -18Q${dx * 1.2} -60 ${dx * 0.9} -92" stroke="#aeb3b7" stroke-width="5" stroke-linecap="round" fill="none"/>`,
              )
              .join("")}<path d="M-16 -20h32" stroke="#aeb3b7" stroke-width="6" stroke-linecap="round"/>`
          : `<path d="M0 -18C26 -24 30 -70 0 -120C-30 -70 -26 -24 0 -18Z" fill="${steel}"/><path d="M0 -22V-100" stroke="#8e9499" stroke-width="2"/>`),
    );
  const grip = doc.sideGrad(colour && colour !== "#a8744e" ? colour : "#7f9a6a", 0.25, 0.3);
  const pruner = (x: number, y: number, rot: number) =>
    at(
      x,
      y,
      rot,
      `<path d="M-3 6C-8 40 -18 70 -24 104M3 6C8 40 16 70 20 104" stroke="#9aa0a5" stroke-width="9" stroke-linecap="round" fill="none"/>` +
        `<path d="M-9 40C-13 60 -19 80 -24 104M9 40C12 60 16 80 20 104" stroke="${grip}" stroke-width="15" stroke-linecap="round" fill="none"/>` +
        `<path d="M-4 4C-14 -18 -12 -50 2 -74C0 -48 5 -22 4 4Z" fill="${steel}"/><path d="M3 4C15 -12 16 -34 8 -48C5 -30 1 -14 -4 4Z" fill="#8e9499"/>` +
        `<path d="M-6 24l4 -4l4 4l4 -4" stroke="#c9a640" stroke-width="2" fill="none"/><circle r="5.5" fill="#6e7479"/><circle r="2" fill="#c9ced2"/>`,
    );
  switch (variant) {
    case "trowel":
      return trowel(200, 230, 0);
    case "fork":
      return trowel(200, 240, 0, true);
    case "pruner":
      return pruner(200, 165, 0);
    case "set":
      return trowel(135, 240, -8) + trowel(200, 250, 0, true) + pruner(268, 170, 6);
    case "can":
      return [
        `<path d="M250 232L330 140L338 148L262 250Z" fill="${doc.sideGrad(colour, 0.2, 0.3)}"/>`,
        `<ellipse cx="334" cy="142" rx="12" ry="6" transform="rotate(-45 334 142)" fill="${darken(colour, 0.2)}"/>`,
        `<path d="M120 170Q120 150 200 150Q280 150 280 170V320Q280 338 200 338Q120 338 120 320Z" fill="${doc.sideGrad(colour, 0.3, 0.3)}"/>`,
        `<ellipse cx="200" cy="162" rx="80" ry="14" fill="${darken(colour, 0.25)}"/>`,
        `<path d="M140 158Q200 70 262 158" stroke="${darken(colour, 0.1)}" stroke-width="10" fill="none"/>`,
        `<path d="M134 178V318" stroke="#fff" stroke-width="9" opacity=".22"/>`,
      ].join("");
    case "mister":
      return [
        `<path d="M168 130Q160 160 160 190V320Q160 336 176 336H224Q240 336 240 320V190Q240 160 232 130Z" fill="${doc.sideGrad(colour, 0.3, 0.25)}" opacity=".85"/>`,
        `<path d="M161 230H239V320Q239 335 224 335H176Q161 335 161 320Z" fill="#8fc3d8" opacity=".45"/>`,
        `<rect x="172" y="96" width="56" height="36" rx="6" fill="${doc.sideGrad("#c9a46a", 0.3, 0.3)}"/>`,
        `<path d="M182 96V70H236L244 82H214V96Z" fill="#3a3a3a"/><path d="M222 98L232 126" stroke="#3a3a3a" stroke-width="6" stroke-linecap="round"/>`,
        `<path d="M172 150V320" stroke="#fff" stroke-width="7" opacity=".3"/>`,
      ].join("");
    case "gloves":
      return [0, 1]
        .map((i) =>
          at(
            175 + i * 55,
            330,
            i ? 12 : -10,
            `<path d="M-34 0V-90Q-34 -100 -26 -100Q-20 -100 -20 -90V-120Q-20 -130 -11 -130Q-3 -130 -3 -120V-128Q-3 -138 6 -138Q14 -138 14 -128V-118Q14 -126 22 -126Q30 -126 30 -116V-60L44 -86Q52 -96 58 -88Q62 -82 56 -72L34 -20V0Z" fill="${doc.sideGrad(i ? lighten(colour, 0.12) : colour, 0.25, 0.25)}"/><rect x="-36" y="-22" width="72" height="22" rx="4" fill="#efe6d2"/>`,
          ),
        )
        .join("");
    case "meter":
      return [
        `<rect x="165" y="60" width="70" height="92" rx="12" fill="${doc.sideGrad(colour, 0.25, 0.3)}"/>`,
        `<circle cx="200" cy="100" r="26" fill="#f7f4ea"/><path d="M178 100A22 22 0 0 1 222 100" stroke="#d05b3a" stroke-width="4" fill="none"/><path d="M200 100L212 84" stroke="#333" stroke-width="2.5"/>`,
        `<path d="M190 152V330L194 340V152ZM206 152V330L210 340V152Z" fill="${steel}"/>`,
      ].join("");
    case "pole":
      return [
        `<rect x="178" y="40" width="44" height="300" rx="8" fill="${doc.sideGrad("#8a6440", 0.2, 0.3)}"/>`,
        ...Array.from(
          { length: 140 },
          () =>
            `<path d="M${n(r.range(178, 222))} ${n(r.range(44, 336))}l${n(r.range(-7, 7))} ${n(r.range(-7, 7))}" stroke="${r.chance(0.5) ? "#6d4c2e" : "#a67c52"}" stroke-width="1.3"/>`,
        ),
        `<path d="M176 120h48M176 240h48" stroke="#3f7a3a" stroke-width="3"/>`,
      ].join("");
    case "stand":
      return [
        `<path d="M130 200L110 340M270 200L290 340M170 204L164 330M230 204L236 330" stroke="${doc.sideGrad("#b07c4c", 0.25, 0.3)}" stroke-width="10" stroke-linecap="round"/>`,
        `<ellipse cx="200" cy="200" rx="84" ry="16" fill="${darken("#b07c4c", 0.1)}"/><ellipse cx="200" cy="196" rx="84" ry="16" fill="#c08c5a"/>`,
      ].join("");
    default:
      return trowel(200, 250, 20);
  }
}
