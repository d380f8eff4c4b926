import type { Rng } from "../rng";
import { type Doc, darken, lighten, n } from "./svg";

/** Soft studio backdrops. */
export const BACKDROPS = ["#efe8dd", "#e5ece2", "#f2e6de", "#e3eaef", "#f1eddf", "#e9e4ee", "#f3e7d3", "#dfeae6"];
export const WALLS = ["#e8dccb", "#d9e2d3", "#ecd9cf", "#d6dfe6", "#e9e1cc", "#dcd5e4", "#cfdccc"];

const place = (x: number, y: number, s: number, content: string) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)}) translate(-200 -340)">${content}</g>`;

function shadow(doc: Doc, x: number, y: number, rx: number, opacity = 0.22): string {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(rx * 0.13)}" fill="#3a2f25" opacity="${opacity}" filter="${doc.blur(5)}"/><ellipse cx="${n(x)}" cy="${n(y - 1)}" rx="${n(rx * 0.72)}" ry="${n(rx * 0.06)}" fill="#2a2019" opacity="${opacity * 1.2}" filter="${doc.blur(2)}"/>`;
}

/** Product shot: seamless paper backdrop, soft glow and contact shadow. */
export function studio(doc: Doc, bg: string, content: string, shadowRx: number, scale = 1): string {
  const glow = doc.radial(lighten(bg, 0.5), bg, 0.5, 0.38, 0.7);
  const floorId = doc.id("f");
  doc.defs.push(
    `<linearGradient id="${floorId}" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${bg}" stop-opacity="0"/><stop offset="1" stop-color="${darken(bg, 0.07)}"/></linearGradient>`,
  );
  return `<rect width="400" height="400" fill="${glow}"/><rect y="250" width="400" height="150" fill="url(#${floorId})"/>${shadow(doc, 200, 346, shadowRx * scale)}${place(200, 346, scale, content)}`;
}

/** Lifestyle: the product on a wooden sideboard against a painted wall, window light, a small prop. */
export function shelf(doc: Doc, r: Rng, wall: string, content: string, shadowRx: number, scale = 0.8): string {
  const wood = doc.sideGrad("#b98a5e", 0.15, 0.2);
  const grain: string[] = [];
  for (let i = 0; i < 7; i++) {
    const y = 336 + i * 9 + r.range(-2, 2);
    grain.push(
      `<path d="M0 ${n(y)}Q120 ${n(y + r.range(-3, 3))} 250 ${n(y)}T400 ${n(y)}" stroke="#8d6441" stroke-width="1" opacity=".35" fill="none"/>`,
    );
  }
  const x = r.chance(0.5) ? 240 : 165;
  const propX = x > 200 ? 80 : 320;
  const books = [
    `<rect x="${propX - 40}" y="314" width="80" height="14" rx="2" fill="#6f8f8a"/>`,
    `<rect x="${propX - 34}" y="302" width="70" height="12" rx="2" fill="#d9b86a"/>`,
    `<rect x="${propX - 38}" y="292" width="76" height="10" rx="2" fill="#c2664a"/>`,
    `<path d="M${propX - 8} 292v-18q8 -6 16 0v18z" fill="#f4f1ea"/>`,
  ].join("");
  const light = `<path d="M40 0L150 0L60 260L-50 260Z" fill="#fff" opacity=".13"/><path d="M170 0L210 0L120 260L80 260Z" fill="#fff" opacity=".1"/>`;
  const frame = `<rect x="${propX - 45}" y="70" width="90" height="110" fill="#f6f1e7" stroke="#7b5a3c" stroke-width="5"/><path d="M${propX - 30} 160Q${propX} 100 ${propX + 30} 150" stroke="${darken(wall, 0.25)}" stroke-width="3" fill="none"/><circle cx="${propX + 15}" cy="105" r="10" fill="${darken(wall, 0.12)}"/>`;
  return [
    `<rect width="400" height="400" fill="${doc.radial(lighten(wall, 0.3), wall, 0.3, 0.3, 0.9)}"/>`,
    light,
    frame,
    `<rect y="328" width="400" height="72" fill="${wood}"/>`,
    `<rect y="328" width="400" height="5" fill="#d3a679"/>`,
    grain.join(""),
    `<g filter="${doc.blur(1.2)}" opacity=".25"><rect x="${propX - 40}" y="326" width="84" height="6" fill="#3a2a1d"/></g>`,
    books,
    shadow(doc, x, 342, shadowRx * scale, 0.28),
    place(x, 342, scale, content),
  ].join("");
}

/** Lifestyle: living-room corner with a window and oak floor (large plants). */
export function room(doc: Doc, r: Rng, wall: string, content: string, shadowRx: number, scale = 0.78): string {
  const floor = doc.sideGrad("#caa47c", 0.12, 0.15);
  const boards: string[] = [];
  for (let i = -8; i < 12; i++) {
    boards.push(`<path d="M${200 + i * 22} 300L${200 + i * 60} 400" stroke="#a98157" stroke-width="1" opacity=".45"/>`);
  }
  const winX = r.chance(0.5) ? 40 : 250;
  return [
    `<rect width="400" height="400" fill="${doc.radial(lighten(wall, 0.3), wall, 0.4, 0.3, 0.9)}"/>`,
    `<rect x="${winX}" y="40" width="110" height="200" fill="#f8fbfc" stroke="#ffffff" stroke-width="8"/>`,
    `<path d="M${winX + 55} 40V240M${winX} 140H${winX + 110}" stroke="#ffffff" stroke-width="6"/>`,
    `<rect x="${winX}" y="40" width="110" height="200" fill="#cfe3ea" opacity=".35"/>`,
    `<path d="M${winX} 240L${winX + 110} 240L${winX + 180} 300L${winX + 40} 300Z" fill="#fff" opacity=".18"/>`,
    `<rect y="300" width="400" height="100" fill="${floor}"/>`,
    boards.join(""),
    `<rect y="290" width="400" height="12" fill="#f7f3ec"/>`,
    shadow(doc, 200, 362, shadowRx * scale, 0.26),
    place(200, 362, scale, content),
  ].join("");
}

/** Lifestyle: sunny terrace with stone tiles and a rendered wall (outdoor plants). */
export function terrace(doc: Doc, r: Rng, content: string, shadowRx: number, scale = 0.8): string {
  const tiles: string[] = [];
  for (let i = -6; i <= 6; i++)
    tiles.push(`<path d="M${200 + i * 40} 290L${200 + i * 110} 400" stroke="#c9b79a" stroke-width="1.5"/>`);
  for (const y of [305, 325, 352, 385]) tiles.push(`<path d="M0 ${y}H400" stroke="#c9b79a" stroke-width="1.5"/>`);
  const sunX = r.range(60, 340);
  return [
    `<rect width="400" height="290" fill="${doc.sideGrad("#efe0c8", 0.2, 0.1)}"/>`,
    `<path d="M0 0H400V70H0Z" fill="#bfdcea"/>`,
    `<path d="M0 70H400V80H0Z" fill="#e2cfae"/>`,
    `<circle cx="${n(sunX)}" cy="34" r="18" fill="#fff6d8" opacity=".9"/>`,
    `<path d="M0 160L400 120V290H0Z" fill="#e4d2b4" opacity=".5"/>`,
    `<rect y="290" width="400" height="110" fill="#e6d8bf"/>`,
    tiles.join(""),
    shadow(doc, 200, 360, shadowRx * scale, 0.3),
    place(200, 360, scale, content),
  ].join("");
}

/** Flat lay: seen from above on oiled wooden boards. */
export function flatlay(doc: Doc, r: Rng, content: string): string {
  const planks: string[] = [];
  for (let x = 0; x < 400; x += 80) {
    const tone = r.pick(["#c49a6c", "#bd9162", "#c9a274"]);
    planks.push(
      `<rect x="${x}" width="80" height="400" fill="${tone}"/><path d="M${x} 0V400" stroke="#8d6441" stroke-width="1.5" opacity=".5"/>`,
    );
    for (let i = 0; i < 4; i++) {
      const gx = x + r.range(8, 72);
      planks.push(
        `<path d="M${n(gx)} 0Q${n(gx + r.range(-6, 6))} 200 ${n(gx)} 400" stroke="#9c7148" stroke-width=".8" opacity=".35" fill="none"/>`,
      );
    }
  }
  return `${planks.join("")}<rect width="400" height="400" fill="${doc.radial("#ffffff", "#000000", 0.4, 0.35, 0.9)}" opacity=".12"/>${content}`;
}

/** Detail shot: the same drawing zoomed in on its upper part. */
export function closeup(doc: Doc, bg: string, content: string, focusY: number, zoom = 1.7): string {
  const glow = doc.radial(lighten(bg, 0.35), darken(bg, 0.04), 0.4, 0.35, 0.8);
  return `<rect width="400" height="400" fill="${glow}"/><g transform="translate(200 200) scale(${n(zoom)}) translate(-200 ${n(-focusY)})">${content}</g>`;
}

export function svgDoc(doc: Doc, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="960" viewBox="0 0 400 400"><defs>${doc.defs.join("")}</defs>${body}</svg>`;
}
