/** SVG building blocks shared by every drawing: numbers, colours, gradients and leaf outlines. */

/** Round to one decimal so the SVG text (and its fingerprint) stays small and stable. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

export function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? [...h].map((ch) => ch + ch).join("") : h;
  const v = Number.parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

const toHex = (rgb: number[]): string =>
  `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** Mix two colours, t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return toHex(x.map((v, i) => v + (y[i]! - v) * t));
}
export const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
export const darken = (c: string, t: number) => mix(c, "#000000", t);

/** Per-document id counter and <defs> collector. */
export class Doc {
  private count = 0;
  readonly defs: string[] = [];
  id(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }
  /** Left-to-right shading gradient; returns a fill value. */
  sideGrad(colour: string, light = 0.28, dark = 0.22): string {
    const id = this.id("g");
    this.defs.push(
      `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${lighten(colour, light)}"/><stop offset=".45" stop-color="${colour}"/><stop offset="1" stop-color="${darken(colour, dark)}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }
  /** Base-to-tip gradient along a leaf (local y axis). */
  tipGrad(base: string, tip: string): string {
    const id = this.id("t");
    this.defs.push(
      `<linearGradient id="${id}" x1="0" x2="0" y1="1" y2="0"><stop offset="0" stop-color="${base}"/><stop offset=".7" stop-color="${mix(base, tip, 0.35)}"/><stop offset="1" stop-color="${tip}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(inner: string, outer: string, cx = 0.5, cy = 0.45, r = 0.75): string {
    const id = this.id("r");
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** Soft drop shadow under whatever the filter is applied to. */
  dropShadow(dx = 7, dy = 10, sd = 5, opacity = 0.28): string {
    const id = this.id("d");
    this.defs.push(
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="${sd}"/><feOffset dx="${dx}" dy="${dy}"/><feComponentTransfer><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    );
    return `url(#${id})`;
  }
  blur(sd: number): string {
    const id = this.id("b");
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
    return `url(#${id})`;
  }
}

/** Place a local drawing: translate, rotate (degrees) and scale. */
export const at = (x: number, y: number, rot: number, body: string, s = 1): string =>
  `<g transform="translate(${n(x)} ${n(y)})${rot ? ` rotate(${n(rot)})` : ""}${s !== 1 ? ` scale(${n(s)})` : ""}">${body}</g>`;

/* Leaf outlines: base at (0,0), tip at (0,-l), w = half width. */

export const ovalLeaf = (l: number, w: number) =>
  `M0 0C${n(w * 1.3)} ${n(-l * 0.12)} ${n(w * 1.35)} ${n(-l * 0.78)} 0 ${n(-l)}C${n(-w * 1.35)} ${n(-l * 0.78)} ${n(-w * 1.3)} ${n(-l * 0.12)} 0 0Z`;

export const lanceLeaf = (l: number, w: number) =>
  `M0 0Q${n(w * 2)} ${n(-l * 0.4)} 0 ${n(-l)}Q${n(-w * 2)} ${n(-l * 0.4)} 0 0Z`;

export const heartLeaf = (l: number, w: number) =>
  `M0 0C${n(w * 0.5)} ${n(l * 0.16)} ${n(w * 1.25)} ${n(l * 0.08)} ${n(w * 1.15)} ${n(-l * 0.3)}C${n(w * 1.05)} ${n(-l * 0.66)} ${n(w * 0.45)} ${n(-l * 0.86)} 0 ${n(-l)}C${n(-w * 0.45)} ${n(-l * 0.86)} ${n(-w * 1.05)} ${n(-l * 0.66)} ${n(-w * 1.15)} ${n(-l * 0.3)}C${n(-w * 1.25)} ${n(l * 0.08)} ${n(-w * 0.5)} ${n(l * 0.16)} 0 0Z`;

export const fiddleLeaf = (l: number, w: number) =>
  `M0 0C${n(w * 0.55)} ${n(-l * 0.06)} ${n(w * 0.7)} ${n(-l * 0.35)} ${n(w * 0.8)} ${n(-l * 0.55)}C${n(w * 0.95)} ${n(-l * 0.8)} ${n(w * 1.05)} ${n(-l * 1.02)} 0 ${n(-l)}C${n(-w * 1.05)} ${n(-l * 1.02)} ${n(-w * 0.95)} ${n(-l * 0.8)} ${n(-w * 0.8)} ${n(-l * 0.55)}C${n(-w * 0.7)} ${n(-l * 0.35)} ${n(-w * 0.55)} ${n(-l * 0.06)} 0 0Z`;

export const bladeLeaf = (l: number, w: number) =>
  `M${n(-w)} 0C${n(-w * 1.35)} ${n(-l * 0.45)} ${n(-w * 0.7)} ${n(-l * 0.82)} 0 ${n(-l)}C${n(w * 0.7)} ${n(-l * 0.82)} ${n(w * 1.35)} ${n(-l * 0.45)} ${n(w)} 0Z`;

export const arrowLeaf = (l: number, w: number) =>
  `M0 0L${n(w * 0.9)} ${n(l * 0.22)}C${n(w * 1.2)} ${n(-l * 0.1)} ${n(w * 0.8)} ${n(-l * 0.6)} 0 ${n(-l)}C${n(-w * 0.8)} ${n(-l * 0.6)} ${n(-w * 1.2)} ${n(-l * 0.1)} ${n(-w * 0.9)} ${n(l * 0.22)}Z`;

/** A midrib line for a leaf of length l. */
export const rib = (l: number, colour: string, width = 1.2, to = 0.92) =>
  `<path d="M0 0L0 ${n(-l * to)}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" opacity=".55"/>`;

/** Point on a quadratic bezier. */
export function qpt(p0: number[], p1: number[], p2: number[], t: number): [number, number] {
  const u = 1 - t;
  return [u * u * p0[0]! + 2 * u * t * p1[0]! + t * t * p2[0]!, u * u * p0[1]! + 2 * u * t * p1[1]! + t * t * p2[1]!];
}
/** Tangent angle (degrees, 0 = up) on a quadratic bezier. */
export function qangle(p0: number[], p1: number[], p2: number[], t: number): number {
  const dx = 2 * (1 - t) * (p1[0]! - p0[0]!) + 2 * t * (p2[0]! - p1[0]!);
  const dy = 2 * (1 - t) * (p1[1]! - p0[1]!) + 2 * t * (p2[1]! - p1[1]!);
  return (Math.atan2(dx, -dy) * 180) / Math.PI;
}

export const GREENS = ["#2f6b3a", "#3b7d45", "#4a8f4f", "#2a5e3b", "#56924a", "#3f7a3a"];

/** Named pot colours used by SKUs and drawings. */
export const POT_COLOURS: Record<string, string> = {
  white: "#f1efe9",
  black: "#2e2e2f",
  terracotta: "#c2663f",
  sage: "#9db08f",
  grey: "#a3a29d",
  charcoal: "#4a4d51",
  blue: "#3f6f9e",
  navy: "#2f3f5e",
  pink: "#e6b5ad",
  sand: "#d8c3a0",
  cream: "#efe5cf",
  mustard: "#d2a13a",
  green: "#3e6a4b",
  natural: "#c9a46a",
  clear: "#d9e6e8",
};

/** A stroked stem or stalk. */
export const stem = (d: string, colour: string, width: number) =>
  `<path d="${d}" stroke="${colour}" stroke-width="${n(width)}" fill="none" stroke-linecap="round"/>`;
