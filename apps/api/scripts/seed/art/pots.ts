import type { Rng } from "../rng";
import { type Doc, darken, lighten, mix, n } from "./svg";

export type PotShape = "tapered" | "cylinder" | "bowl" | "belly" | "grower" | "basket" | "footed" | "cube" | "trough";
export type PotTexture = "plain" | "ribbed" | "speckle" | "dipped" | "band" | "weave" | "gauge";

export interface PotParts {
  /** Drawn before the plant: inner wall and soil. */
  back: string;
  /** Drawn after the plant stems: the pot body. */
  front: string;
  /** y of the opening. */
  top: number;
  /** Half width of the opening. */
  half: number;
}

interface Profile {
  a: number; // top half width
  b: number; // bottom half width
  bulge: number; // outward bulge of the sides
  rim: number; // rim band height (0 = none)
  foot: number; // foot height
}

function profile(shape: PotShape, w: number, h: number): Profile {
  const a = w / 2;
  switch (shape) {
    case "cylinder":
      return { a, b: a * 0.97, bulge: 0, rim: 0, foot: 0 };
    case "bowl":
      return { a, b: a * 0.52, bulge: a * 0.35, rim: 0, foot: 0 };
    case "belly":
      return { a: a * 0.86, b: a * 0.62, bulge: a * 0.42, rim: 0, foot: 0 };
    case "grower":
      return { a, b: a * 0.74, bulge: 0, rim: h * 0.1, foot: 0 };
    case "basket":
      return { a, b: a * 0.82, bulge: a * 0.08, rim: h * 0.08, foot: 0 };
    case "footed":
      return { a, b: a * 0.42, bulge: a * 0.3, rim: 0, foot: h * 0.14 };
    case "cube":
      return { a, b: a, bulge: 0, rim: 0, foot: 0 };
    case "trough":
      return { a, b: a * 0.9, bulge: 0, rim: h * 0.1, foot: 0 };
    default:
      return { a, b: a * 0.72, bulge: 0, rim: h * 0.17, foot: 0 };
  }
}

/** Path of a pot body from y0 (opening) to y1 (base), closing along the front of the opening ellipse. */
function bodyPath(
  cx: number,
  y0: number,
  y1: number,
  a: number,
  b: number,
  bulge: number,
  ey: number,
  square: boolean,
) {
  const h = y1 - y0;
  const r = Math.min(8, b * 0.15);
  const left = `M${n(cx - a)} ${n(y0)}C${n(cx - a - bulge)} ${n(y0 + h * 0.35)} ${n(cx - b - bulge * 0.7)} ${n(y1 - h * 0.25)} ${n(cx - b)} ${n(y1 - r)}`;
  const bottom = square
    ? `L${n(cx - b)} ${n(y1)}L${n(cx + b)} ${n(y1)}`
    : `Q${n(cx - b)} ${n(y1 + ey * 0.5)} ${n(cx)} ${n(y1 + ey * 0.55)}Q${n(cx + b)} ${n(y1 + ey * 0.5)} ${n(cx + b)} ${n(y1 - r)}`;
  const right = `C${n(cx + b + bulge * 0.7)} ${n(y1 - h * 0.25)} ${n(cx + a + bulge)} ${n(y0 + h * 0.35)} ${n(cx + a)} ${n(y0)}`;
  const front = square ? `L${n(cx - a)} ${n(y0)}Z` : `A${n(a)} ${n(ey)} 0 0 1 ${n(cx - a)} ${n(y0)}Z`;
  return `${left}${bottom}${square ? `L${n(cx + b)} ${n(y1 - r)}` : ""}${right}${front}`;
}

/** Draw a pot whose base centre is (cx, bottom). */
export function pot(
  doc: Doc,
  r: Rng,
  shape: PotShape,
  colour: string,
  texture: PotTexture,
  cx: number,
  bottom: number,
  w: number,
  h: number,
  empty = false,
): PotParts {
  const p = profile(shape, w, h);
  const top = bottom - h;
  const ey = p.a * (shape === "cube" || shape === "trough" ? 0.16 : 0.12);
  const square = shape === "cube" || shape === "trough";
  const fill = doc.sideGrad(colour, colour === "#2e2e2f" ? 0.2 : 0.3, 0.25);
  const inner = darken(colour, 0.45);
  const soil = "#4b3425";
  const back = [
    square
      ? `<path d="M${n(cx - p.a)} ${n(top)}L${n(cx - p.a * 0.9)} ${n(top - ey)}L${n(cx + p.a * 0.9)} ${n(top - ey)}L${n(cx + p.a)} ${n(top)}Z" fill="${lighten(colour, 0.25)}"/><path d="M${n(cx - p.a * 0.93)} ${n(top - ey * 0.1)}L${n(cx - p.a * 0.85)} ${n(top - ey * 0.85)}L${n(cx + p.a * 0.85)} ${n(top - ey * 0.85)}L${n(cx + p.a * 0.93)} ${n(top - ey * 0.1)}Z" fill="${inner}"/>`
      : `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(p.a)}" ry="${n(ey)}" fill="${inner}"/>`,
    empty
      ? `<ellipse cx="${n(cx + p.a * 0.1)}" cy="${n(top + ey * 0.3)}" rx="${n(p.a * 0.7)}" ry="${n(ey * 0.55)}" fill="${darken(colour, 0.6)}" opacity=".5"/>`
      : `<ellipse cx="${n(cx)}" cy="${n(top + ey * 0.35)}" rx="${n(p.a * 0.92)}" ry="${n(ey * 0.7)}" fill="${soil}"/><ellipse cx="${n(cx - p.a * 0.2)}" cy="${n(top + ey * 0.2)}" rx="${n(p.a * 0.4)}" ry="${n(ey * 0.3)}" fill="${lighten(soil, 0.15)}" opacity=".6"/>`,
  ].join("");
  const body = bodyPath(cx, top, bottom - p.foot, p.a, p.b, p.bulge, ey, square);
  const out: string[] = [];
  if (p.foot > 0) {
    out.push(
      `<path d="${bodyPath(cx, bottom - p.foot - 2, bottom, p.b * 0.7, p.b * 0.8, 0, ey * 0.5, false)}" fill="${fill}"/>`,
    );
  }
  out.push(`<path d="${body}" fill="${fill}"/>`);
  const clip = doc.id("c");
  doc.defs.push(`<clipPath id="${clip}"><path d="${body}"/></clipPath>`);
  const tex: string[] = [];
  const y1 = bottom - p.foot;
  if (texture === "ribbed") {
    for (let i = 1; i < 14; i++) {
      const x = cx + Math.cos((i / 14) * Math.PI) * (p.a + p.bulge * 0.6);
      tex.push(
        `<path d="M${n(x)} ${n(top)}L${n(cx + (x - cx) * 0.95)} ${n(y1 + 6)}" stroke="${darken(colour, 0.18)}" stroke-width="1.6" opacity=".7"/>`,
      );
    }
  } else if (texture === "speckle") {
    for (let i = 0; i < 70; i++) {
      tex.push(
        `<circle cx="${n(cx + r.range(-p.a - p.bulge, p.a + p.bulge))}" cy="${n(r.range(top, y1))}" r="${n(r.range(0.5, 1.3))}" fill="${darken(colour, 0.55)}" opacity=".55"/>`,
      );
    }
  } else if (texture === "dipped") {
    const y = top + (y1 - top) * r.range(0.45, 0.6);
    let d = `M${n(cx - 200)} ${n(y)}`;
    for (let x = -p.a - p.bulge; x <= p.a + p.bulge + 8; x += 8)
      d += `L${n(cx + x)} ${n(y + Math.sin(x * 0.25) * 2.5)}`;
    d += `L${n(cx + 200)} ${n(y1 + 20)}L${n(cx - 200)} ${n(y1 + 20)}Z`;
    tex.push(`<path d="${d}" fill="${doc.sideGrad("#d6b38c", 0.25, 0.25)}"/>`);
  } else if (texture === "band") {
    const y = top + (y1 - top) * 0.3;
    tex.push(
      `<rect x="${n(cx - 200)}" y="${n(y)}" width="400" height="${n((y1 - top) * 0.12)}" fill="${mix(colour, "#ffffff", 0.55)}" opacity=".75"/>`,
    );
  } else if (texture === "weave") {
    for (let y = top + 6; y < y1; y += 7) {
      tex.push(
        `<path d="M${n(cx - 120)} ${n(y)}q6 3 12 0t12 0t12 0t12 0t12 0t12 0t12 0t12 0t12 0t12 0t12 0t12 0t12 0t12 0t12 0t12 0t12 0t12 0t12 0t12 0" fill="none" stroke="${darken(colour, 0.25)}" stroke-width="1.4" opacity=".7"/>`,
      );
    }
  } else if (texture === "gauge") {
    const gx = cx + p.b * 0.35;
    const gy = top + (y1 - top) * 0.35;
    const gh = (y1 - top) * 0.45;
    tex.push(
      `<rect x="${n(gx)}" y="${n(gy)}" width="9" height="${n(gh)}" rx="4.5" fill="${darken(colour, 0.2)}"/>`,
      `<rect x="${n(gx + 2)}" y="${n(gy + gh * 0.45)}" width="5" height="${n(gh * 0.55 - 2)}" rx="2.5" fill="#5fb4e6"/>`,
    );
  }
  // soft highlight down the lit side
  tex.push(
    `<path d="M${n(cx - p.a * 0.62)} ${n(top + 4)}Q${n(cx - p.a * 0.72 - p.bulge * 0.6)} ${n((top + y1) / 2)} ${n(cx - p.b * 0.6)} ${n(y1 - 4)}" stroke="#ffffff" stroke-width="${n(w * 0.06)}" stroke-linecap="round" opacity=".16" fill="none"/>`,
  );
  out.push(`<g clip-path="url(#${clip})">${tex.join("")}</g>`);
  if (p.rim > 0) {
    const ra = p.a * (shape === "grower" ? 1.03 : 1.05);
    const rb = p.a * (shape === "grower" ? 1.0 : 0.99);
    out.push(
      `<path d="${bodyPath(cx, top, top + p.rim, ra, rb, 0, ey, square)}" fill="${fill}"/>`,
      `<path d="M${n(cx - rb)} ${n(top + p.rim)}A${n(rb)} ${n(ey)} 0 0 0 ${n(cx + rb)} ${n(top + p.rim)}" stroke="${darken(colour, 0.3)}" stroke-width="1.2" fill="none" opacity=".5"/>`,
    );
  }
  // lip of the opening
  out.push(
    square
      ? `<path d="M${n(cx - p.a)} ${n(top)}L${n(cx + p.a)} ${n(top)}" stroke="${lighten(colour, 0.35)}" stroke-width="2"/>`
      : `<path d="M${n(cx - p.a)} ${n(top)}A${n(p.a)} ${n(ey)} 0 0 0 ${n(cx + p.a)} ${n(top)}" stroke="${lighten(colour, 0.4)}" stroke-width="2.2" fill="none"/>`,
  );
  return { back, front: out.join(""), top, half: p.a };
}

/** Ropes of a macramé hanger meeting above the pot. */
export function hanger(cx: number, top: number, half: number, ringY: number, colour = "#e9dcc3"): string {
  const ropes = [-0.95, -0.35, 0.35, 0.95]
    .map(
      (f) =>
        `<path d="M${n(cx + half * f)} ${n(top + 18)}Q${n(cx + half * f * 0.55)} ${n((top + ringY) / 2)} ${n(cx)} ${n(ringY + 8)}" stroke="${colour}" stroke-width="2.4" fill="none"/>`,
    )
    .join("");
  const knots = [-0.95, -0.35, 0.35, 0.95]
    .map(
      (f) =>
        `<circle cx="${n(cx + half * f * 0.75)}" cy="${n(top - (top - ringY) * 0.3)}" r="2.6" fill="${darken(colour, 0.1)}"/>`,
    )
    .join("");
  return `<path d="M${n(cx)} 0L${n(cx)} ${n(ringY)}" stroke="${darken(colour, 0.15)}" stroke-width="2"/><circle cx="${n(cx)}" cy="${n(ringY + 4)}" r="5" fill="none" stroke="#b8955f" stroke-width="2.5"/>${ropes}${knots}`;
}
