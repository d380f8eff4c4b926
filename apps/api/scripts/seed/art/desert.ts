import type { Rng } from "../rng";
import type { PlantArgs, PlantParts } from "./foliage";
import { at, type Doc, darken, lanceLeaf, lighten, n, ovalLeaf, qpt, stem } from "./svg";

/** Succulent rosettes seen from slightly above. */
export function rosette(doc: Doc, r: Rng, p: PlantArgs): PlantParts {
  const v = p.variant;
  const palette: Record<string, [string, string]> = {
    echeveria: ["#8fb3a2", "#d68fa0"],
    jade: ["#4f8a4a", "#9a6a48"],
    haworthia: ["#3f6b45", "#eef2e6"],
    mix: ["#9cb78a", "#c98aa4"],
  };
  const [base, tip] = palette[v] ?? palette.echeveria!;
  const out: string[] = [];
  const heads: Array<[number, number, number]> =
    v === "mix"
      ? [
          [p.x - p.w * 0.24, p.y - 12, 0.6],
          [p.x + p.w * 0.22, p.y - 10, 0.55],
          [p.x, p.y - 20, 0.75],
        ]
      : v === "jade"
        ? []
        : [[p.x, p.y - 22, 1.15]];
  if (v === "jade") {
    const trunk = doc.sideGrad("#7a6a4a", 0.2, 0.3);
    for (let b = 0; b < 5; b++) {
      const a = -60 + b * 30 + r.range(-8, 8);
      const rad = (a * Math.PI) / 180;
      const l = p.h * r.range(0.35, 0.55);
      const ex = p.x + Math.sin(rad) * l;
      const ey = p.y - Math.cos(rad) * l * 0.9;
      out.push(stem(`M${n(p.x)} ${n(p.y)}Q${n(p.x + (ex - p.x) * 0.2)} ${n(ey + 30)} ${n(ex)} ${n(ey)}`, trunk, 5));
      for (let k = 0; k < 7; k++) {
        const la = a + r.range(-80, 80);
        out.push(
          at(
            ex + r.range(-8, 8),
            ey + r.range(-6, 10),
            la,
            `<path d="${ovalLeaf(20, 7)}" fill="${doc.tipGrad(base, tip)}"/>`,
          ),
        );
      }
    }
    return { back: out.join("") };
  }
  const grad = doc.tipGrad(base, tip);
  if (v === "haworthia") {
    const items: Array<{ z: number; s: string }> = [];
    for (let i = 0; i < 22; i++) {
      const t = (i + 0.5) / 22 - 0.5;
      const a = t * 150 + r.range(-6, 6);
      const len = p.w * r.range(0.55, 0.75) * (1 - Math.abs(t) * 0.55);
      let body = `<path d="${lanceLeaf(len, len * 0.13)}" fill="${doc.sideGrad(r.chance(0.5) ? base : darken(base, 0.12), 0.2, 0.25)}"/>`;
      for (let k = 1; k < 7; k++) {
        const y = (-len * k) / 7.5;
        const half = len * 0.2 * Math.sin(((k + 0.5) / 7.5) * Math.PI) * 0.9;
        body += `<path d="M${n(-half)} ${n(y)}Q0 ${n(y + 2)} ${n(half)} ${n(y)}" stroke="${tip}" stroke-width="1.5" fill="none" opacity=".9"/>`;
      }
      items.push({ z: -Math.abs(t), s: at(p.x + t * 20, p.y + 2, a, body) });
    }
    items.sort((x, y) => x.z - y.z);
    return { back: items.map((i) => i.s).join("") };
  }
  for (const [hx, hy, sc] of heads) {
    const size = p.w * 0.62 * sc;
    const rings = 4;
    for (let ring = 0; ring < rings; ring++) {
      const count = 12 - ring * 2;
      const l = size * (1 - ring * 0.2);
      for (let i = 0; i < count; i++) {
        const a = (360 * i) / count + ring * 17;
        const rad = (a * Math.PI) / 180;
        // foreshorten: leaves pointing towards the viewer look shorter
        const fy = Math.cos(rad);
        const len = l * (0.55 + 0.45 * Math.abs(Math.sin(rad))) * 0.85;
        const rot = (Math.atan2(Math.sin(rad), -fy * 0.45) * 180) / Math.PI;
        const body = `<path d="${ovalLeaf(len, len * 0.28)}" fill="${grad}" stroke="${darken(base, 0.2)}" stroke-width=".6"/>`;
        out.push(at(hx, hy - ring * 3 * sc, rot, body));
      }
    }
    out.push(`<circle cx="${n(hx)}" cy="${n(hy - rings * 3 * sc)}" r="${n(4 * sc)}" fill="${lighten(base, 0.3)}"/>`);
  }
  return { back: out.join("") };
}

/** Cacti: columns with arms, golden barrel, bunny-ear pads. */
export function cactus(doc: Doc, r: Rng, p: PlantArgs): PlantParts {
  const v = p.variant;
  const green = v === "barrel" ? "#4f7f3c" : "#55884a";
  const fill = doc.sideGrad(green, 0.25, 0.3);
  const out: string[] = [];
  const spines = (x: number, y0: number, y1: number, cols: number[]) => {
    let s = "";
    for (const cx of cols) {
      for (let y = y0 + 6; y < y1 - 4; y += 9) {
        s += `<path d="M${n(x + cx - 2)} ${n(y - 2)}l2 2l2 -2M${n(x + cx)} ${n(y)}l0 -3" stroke="#f4efd6" stroke-width=".9"/>`;
      }
    }
    return s;
  };
  if (v === "barrel") {
    const rx = p.w * 0.48;
    const ry = rx * 0.85;
    const cy = p.y - ry * 0.75;
    out.push(`<ellipse cx="${n(p.x)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`);
    for (let i = 1; i < 10; i++) {
      const f = Math.cos((i / 10) * Math.PI);
      out.push(
        `<path d="M${n(p.x + f * rx * 0.2)} ${n(cy - ry)}Q${n(p.x + f * rx * 1.15)} ${n(cy)} ${n(p.x + f * rx * 0.5)} ${n(cy + ry * 0.9)}" stroke="${darken(green, 0.25)}" stroke-width="1.4" fill="none"/>`,
      );
      for (let k = 0; k < 6; k++) {
        const [sx, sy] = qpt(
          [p.x + f * rx * 0.2, cy - ry],
          [p.x + f * rx * 1.15, cy],
          [p.x + f * rx * 0.5, cy + ry * 0.9],
          k / 6 + 0.05,
        );
        out.push(`<circle cx="${n(sx)}" cy="${n(sy)}" r="1.8" fill="#f0d36a"/>`);
      }
    }
    return { back: out.join("") };
  }
  if (v === "bunny") {
    const pad = (x: number, y: number, a: number, s: number) => {
      let dots = "";
      for (let k = 0; k < 9; k++)
        dots += `<circle cx="${n(r.range(-s * 0.3, s * 0.3))}" cy="${n(-s * r.range(0.2, 0.9))}" r="1.3" fill="#f3ecc8"/>`;
      return at(x, y, a, `<path d="${ovalLeaf(s, s * 0.32)}" fill="${fill}"/>${dots}`);
    };
    const s = p.h * 0.42;
    out.push(pad(p.x, p.y + 4, r.range(-8, 8), s));
    out.push(pad(p.x - s * 0.25, p.y - s * 0.7, -35, s * 0.7));
    out.push(pad(p.x + s * 0.25, p.y - s * 0.75, 30, s * 0.72));
    out.push(pad(p.x + s * 0.05, p.y - s * 0.95, 5, s * 0.5));
    return { back: out.join("") };
  }
  const cols = v === "trio" ? 3 : 1;
  for (let c = 0; c < cols; c++) {
    const cx = p.x + (cols === 1 ? 0 : (c - 1) * p.w * 0.28);
    const hgt = p.h * (cols === 1 ? 0.8 : [0.5, 0.72, 0.42][c]!) * r.range(0.9, 1);
    const wid = p.w * (cols === 1 ? 0.2 : 0.14);
    const top = p.y - hgt;
    out.push(
      `<rect x="${n(cx - wid)}" y="${n(top)}" width="${n(wid * 2)}" height="${n(hgt + 6)}" rx="${n(wid)}" fill="${fill}"/>`,
    );
    out.push(spines(cx, top, p.y, [-wid * 0.55, 0, wid * 0.55]));
    for (const f of [-0.55, 0, 0.55]) {
      out.push(
        `<path d="M${n(cx + f * wid - 2.5)} ${n(top + wid * 0.6)}V${n(p.y)}" stroke="${darken(green, 0.2)}" stroke-width="1" opacity=".6"/>`,
      );
    }
    if (cols === 1) {
      for (const side of [-1, 1]) {
        const ay = top + hgt * r.range(0.3, 0.5) + (side > 0 ? 20 : 0);
        const ax = cx + side * (wid + 16);
        const aw = wid * 0.7;
        out.push(
          `<path d="M${n(cx + side * wid * 0.5)} ${n(ay + 24)}H${n(ax)}" stroke="${green}" stroke-width="${n(aw * 1.6)}" stroke-linecap="round"/>`,
          `<rect x="${n(ax - aw)}" y="${n(ay - hgt * 0.25)}" width="${n(aw * 2)}" height="${n(hgt * 0.25 + 26)}" rx="${n(aw)}" fill="${fill}"/>`,
          spines(ax, ay - hgt * 0.25, ay + 20, [-aw * 0.4, aw * 0.4]),
        );
      }
    }
    if (p.colour) {
      const petals = [0, 72, 144, 216, 288]
        .map((a) => at(0, 0, a, `<path d="${ovalLeaf(9, 3.5)}" fill="${p.colour}"/>`))
        .join("");
      out.push(at(cx, top + 3, 0, `${petals}<circle r="2.5" fill="#f7e08a"/>`));
    }
  }
  return { back: out.join("") };
}
