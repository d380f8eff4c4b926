import type { Rng } from "../rng";
import type { PlantArgs, PlantParts } from "./foliage";
import { at, type Doc, darken, heartLeaf, lanceLeaf, lighten, n, qangle, qpt, rib, stem } from "./svg";

/** Trailing vines over the rim: pothos, heartleaf philodendron, string of pearls, ivy. */
export function trailing(doc: Doc, r: Rng, p: PlantArgs): PlantParts {
  const v = p.variant;
  const pearls = v === "pearls";
  const green = v === "pothos" ? "#4f8f3c" : v === "ivy" ? "#2f5d33" : v === "tradescantia" ? "#5b4a6e" : "#3f7d3a";
  const tones = [doc.sideGrad(green, 0.2, 0.2), doc.sideGrad(lighten(green, 0.1), 0.2, 0.2)];
  const leaf = (s: number, fill: string) => {
    if (pearls) return `<circle cy="${n(-s * 0.3)}" r="${n(s * 0.28)}" fill="${fill}"/>`;
    if (v === "tradescantia") {
      return `<path d="${lanceLeaf(s, s * 0.18)}" fill="${fill}"/><path d="M${n(-s * 0.12)} ${n(-s * 0.3)}L0 ${n(-s * 0.8)}L${n(s * 0.12)} ${n(-s * 0.3)}" stroke="#d8d0e8" stroke-width="1.6" fill="none" opacity=".8"/>`;
    }
    const var1 =
      v === "pothos"
        ? `<path d="M0 ${n(-s * 0.2)}Q${n(s * 0.3)} ${n(-s * 0.5)} ${n(s * 0.1)} ${n(-s * 0.85)}" stroke="#e8dc8a" stroke-width="${n(s * 0.12)}" fill="none" opacity=".75"/>`
        : "";
    return `<path d="${heartLeaf(s, s * 0.42)}" fill="${fill}"/>${var1}${rib(s, "#b9d99a", 1)}`;
  };
  const back: string[] = [];
  const front: string[] = [];
  // a crown of leaves on top
  const crown = pearls ? 22 : 14;
  for (let i = 0; i < crown; i++) {
    const a = r.range(-75, 75);
    const s = pearls ? 12 : r.range(20, 30);
    const rad = (a * Math.PI) / 180;
    const d = r.range(0.1, 0.45) * p.w;
    back.push(
      at(p.x + Math.sin(rad) * d, p.y - Math.cos(rad) * d * 0.6 - r.range(0, 18), a * 0.8, leaf(s, r.pick(tones))),
    );
  }
  const vines = r.int(5, 7);
  const drop = p.w * 0.75;
  for (let k = 0; k < vines; k++) {
    const side = k % 2 === 0 ? -1 : 1;
    const sx = p.x + side * r.range(0.05, 0.45) * p.w;
    const rimX = p.x + side * p.w * r.range(0.45, 0.6);
    const endX = rimX + side * r.range(0, 40);
    const endY = p.y + drop * r.range(0.5, 1);
    const p0 = [sx, p.y - 4];
    const p1 = [rimX + side * 12, p.y - 18];
    const p2 = [endX, endY];
    const parts = [
      stem(
        `M${n(p0[0]!)} ${n(p0[1]!)}Q${n(p1[0]!)} ${n(p1[1]!)} ${n(p2[0]!)} ${n(p2[1]!)}`,
        pearls ? "#6f8a4a" : "#5d8a3f",
        1.4,
      ),
    ];
    const steps = pearls ? 18 : 9;
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      const [lx, ly] = qpt(p0, p1, p2, t);
      const a = qangle(p0, p1, p2, t);
      const s = pearls ? 11 : r.range(15, 22) * (1.05 - t * 0.3);
      parts.push(at(lx, ly, a + (i % 2 ? 55 : -55), leaf(s, r.pick(tones))));
    }
    (k < 2 ? back : front).push(parts.join(""));
  }
  return { back: back.join(""), front: front.join("") };
}

/** Arching strap leaves: spider plant, dracaena, aloe, yucca, ornamental grass. */
export function spiky(doc: Doc, r: Rng, p: PlantArgs): PlantParts {
  const v = p.variant;
  const out: string[] = [];
  const cane = v === "dracaena" || v === "yucca";
  const green =
    v === "aloe"
      ? "#7fa38a"
      : v === "grass"
        ? "#7f9a55"
        : v === "dracaena"
          ? "#3f6f3a"
          : v === "ponytail"
            ? "#5a8a3a"
            : "#4f8d45";
  const tones = [doc.sideGrad(green, 0.2, 0.2), doc.sideGrad(darken(green, 0.1), 0.2, 0.2)];
  const tufts: Array<[number, number, number]> = [];
  if (cane) {
    const canes = r.int(2, 3);
    for (let i = 0; i < canes; i++) {
      const cx = p.x + (i - (canes - 1) / 2) * 16;
      const top = p.y - p.h * r.range(0.35, 0.65);
      out.push(
        `<path d="M${n(cx - 5)} ${n(p.y + 2)}L${n(cx - 4)} ${n(top)}L${n(cx + 4)} ${n(top)}L${n(cx + 5)} ${n(p.y + 2)}Z" fill="${doc.sideGrad("#8b6e4e", 0.2, 0.3)}"/>`,
      );
      for (let y = p.y - 10; y > top; y -= 12) {
        out.push(`<path d="M${n(cx - 4.5)} ${n(y)}h9" stroke="#5f4a34" stroke-width="1" opacity=".6"/>`);
      }
      tufts.push([cx, top, p.h * 0.32]);
    }
  } else if (v === "ponytail") {
    const bulb = doc.sideGrad("#9a7a58", 0.25, 0.3);
    out.push(
      `<path d="M${n(p.x - 30)} ${n(p.y + 4)}C${n(p.x - 34)} ${n(p.y - 40)} ${n(p.x - 6)} ${n(p.y - 44)} ${n(p.x - 5)} ${n(p.y - 70)}L${n(p.x + 5)} ${n(p.y - 70)}C${n(p.x + 6)} ${n(p.y - 44)} ${n(p.x + 34)} ${n(p.y - 40)} ${n(p.x + 30)} ${n(p.y + 4)}Z" fill="${bulb}"/>`,
    );
    for (let k = 0; k < 5; k++)
      out.push(
        `<path d="M${n(p.x - 22 + k * 3)} ${n(p.y - 10 - k * 8)}h${n(44 - k * 8)}" stroke="#7a5a3e" stroke-width="1" opacity=".5"/>`,
      );
    tufts.push([p.x, p.y - 68, p.h * 0.55]);
  } else {
    tufts.push([p.x, p.y, p.h * (v === "aloe" ? 0.5 : 0.62)]);
  }
  for (const [tx, ty, len] of tufts) {
    const count = v === "aloe" ? 9 : v === "grass" ? 26 : v === "ponytail" ? 30 : 16;
    const leaves: Array<{ z: number; s: string }> = [];
    for (let i = 0; i < count; i++) {
      const t = (i + 0.5) / count - 0.5;
      const a = t * (v === "aloe" ? 110 : v === "grass" ? 120 : 200) + r.range(-8, 8);
      const l = len * r.range(0.7, 1) * (v === "aloe" ? 1 - Math.abs(t) * 0.6 : 1);
      const rad = (a * Math.PI) / 180;
      const arch = v === "aloe" || v === "yucca" ? 0.15 : v === "grass" ? 0.45 : v === "ponytail" ? 1.1 : 0.6;
      const p0 = [tx, ty];
      const p2 = [tx + Math.sin(rad) * l, ty - Math.cos(rad) * l + Math.abs(Math.sin(rad)) * l * arch];
      const p1 = [tx + Math.sin(rad) * l * 0.5, ty - l * 0.6];
      const wid = v === "aloe" ? 9 : v === "grass" || v === "ponytail" ? 1.8 : v === "yucca" ? 5 : 4;
      // a strap leaf: two offset curves
      const [mx, my] = qpt(p0, p1, p2, 0.5);
      const ang = ((qangle(p0, p1, p2, 0.5) + 90) * Math.PI) / 180;
      const ox = Math.sin(ang) * wid;
      const oy = -Math.cos(ang) * wid;
      const c1 = [2 * mx - (p0[0]! + p2[0]!) / 2, 2 * my - (p0[1]! + p2[1]!) / 2];
      let s = `<path d="M${n(p0[0]! - ox)} ${n(p0[1]! - oy)}Q${n(c1[0]! - ox)} ${n(c1[1]! - oy)} ${n(p2[0]!)} ${n(p2[1]!)}Q${n(c1[0]! + ox)} ${n(c1[1]! + oy)} ${n(p0[0]! + ox)} ${n(p0[1]! + oy)}Z" fill="${r.pick(tones)}"/>`;
      if (v === "spider" || v === "dracaena") {
        s += stem(
          `M${n(p0[0]!)} ${n(p0[1]!)}Q${n(c1[0]!)} ${n(c1[1]!)} ${n(p2[0]!)} ${n(p2[1]!)}`,
          v === "spider" ? "#f1f3dc" : "#c9c06a",
          wid * 0.5,
        );
      }
      if (v === "aloe") {
        for (let k = 1; k < 6; k++) {
          const [sx, sy] = qpt(p0, c1, p2, k / 6);
          s += `<circle cx="${n(sx + r.range(-3, 3))}" cy="${n(sy)}" r="1.4" fill="#eef3e4" opacity=".8"/>`;
        }
      }
      if (v === "grass" && i % 4 === 0) {
        s += at(p2[0]!, p2[1]!, qangle(p0, p1, p2, 1), `<path d="${lanceLeaf(26, 4)}" fill="#e7d7b4" opacity=".9"/>`);
      }
      leaves.push({ z: -Math.abs(t), s });
    }
    leaves.sort((a, b) => a.z - b.z);
    out.push(leaves.map((l) => l.s).join(""));
  }
  return { back: out.join("") };
}
