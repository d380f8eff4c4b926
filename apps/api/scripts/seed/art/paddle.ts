import type { Rng } from "../rng";
import type { PlantArgs, PlantParts } from "./foliage";
import { arrowLeaf, at, type Doc, lanceLeaf, lighten, n, ovalLeaf, rib, stem } from "./svg";

/** Large leaves on long petioles: bird of paradise, calathea, alocasia, peace lily, banana. */
export function paddle(doc: Doc, r: Rng, p: PlantArgs): PlantParts {
  const v = p.variant;
  const base =
    {
      bird: "#4f7f5c",
      calathea: "#3f6f4a",
      alocasia: "#1f3b2e",
      peace: "#2c6437",
      banana: "#5c9a46",
      pilea: "#4f9a3f",
    }[v] ?? "#3f7a45";
  const tones = [doc.sideGrad(base, 0.2, 0.2), doc.sideGrad(lighten(base, 0.08), 0.2, 0.2)];
  const count =
    v === "peace" || v === "calathea" || v === "aglaonema" ? r.int(8, 10) : v === "pilea" ? 14 : r.int(5, 7);
  const items: Array<{ z: number; s: string }> = [];
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count - 0.5;
    const ang = t * (v === "calathea" ? 150 : 110) + r.range(-8, 8);
    const rad = (ang * Math.PI) / 180;
    const len = p.h * r.range(0.4, 0.55) * (1 - Math.abs(t) * 0.5) * (v === "calathea" ? 0.8 : 1);
    const ex = p.x + Math.sin(rad) * len * 0.9;
    const ey = p.y - Math.cos(rad) * len;
    const size =
      p.h *
      (v === "banana" ? 0.5 : v === "bird" ? 0.42 : v === "calathea" ? 0.3 : v === "pilea" ? 0.17 : 0.34) *
      r.range(0.85, 1.05);
    const rot = ang * 1.1;
    let leaf: string;
    const fill = r.pick(tones);
    if (v === "alocasia") {
      leaf = `<path d="${arrowLeaf(size, size * 0.5)}" fill="${fill}"/>${rib(size, "#d7e8d0", 2.4, 0.95)}`;
      for (const side of [-1, 1]) {
        for (let k = 1; k <= 4; k++) {
          const y = -size * (0.12 + k * 0.17);
          leaf += `<path d="M0 ${n(y)}Q${n(side * size * 0.2)} ${n(y - size * 0.02)} ${n(side * size * 0.42 * (1.05 - k * 0.18))} ${n(y + size * 0.06)}" stroke="#d7e8d0" stroke-width="1.5" fill="none" opacity=".8"/>`;
        }
      }
    } else if (v === "pilea") {
      leaf = `<g transform="translate(0 ${n(-size * 0.5)}) rotate(-90)"><ellipse rx="${n(size * 0.5)}" ry="${n(size * 0.46)}" fill="${fill}"/></g><circle cy="${n(-size * 0.5)}" r="1.6" fill="#a8d08a"/>`;
    } else if (v === "aglaonema") {
      leaf = `<path d="${lanceLeaf(size, size * 0.24)}" fill="${fill}"/>`;
      for (let k = 0; k < 6; k++) {
        leaf += `<ellipse cx="${n(r.range(-size * 0.12, size * 0.12))}" cy="${n(-size * r.range(0.2, 0.8))}" rx="${n(size * 0.06)}" ry="${n(size * 0.025)}" fill="#e58aa0" opacity=".8"/>`;
      }
      leaf += `<path d="M0 0L0 ${n(-size * 0.92)}" stroke="#e2667f" stroke-width="2.6" stroke-linecap="round"/>`;
    } else if (v === "calathea") {
      leaf = `<path d="${ovalLeaf(size, size * 0.33)}" fill="${fill}"/>`;
      for (let k = 1; k <= 6; k++) {
        const y = -size * (0.1 + k * 0.13);
        for (const side of [-1, 1]) {
          leaf += `<path d="M0 ${n(y)}l${n(side * size * 0.28 * Math.sin((k / 7) * Math.PI))} ${n(-size * 0.05)}" stroke="${k % 2 ? "#9fcf7a" : "#203e2a"}" stroke-width="${n(size * 0.045)}" stroke-linecap="round" opacity=".75"/>`;
        }
      }
      leaf += rib(size, "#b9e08f", 1.4);
    } else {
      const shape =
        v === "peace" ? lanceLeaf(size, size * 0.22) : ovalLeaf(size, size * (v === "banana" ? 0.26 : 0.22));
      leaf = `<path d="${shape}" fill="${fill}"/>${rib(size, "#cfe5b0", 2)}`;
      if (v === "bird" || v === "banana") {
        for (let k = 1; k < 8; k++) {
          const y = -size * (0.08 + k * 0.11);
          for (const side of [-1, 1]) {
            leaf += `<path d="M0 ${n(y)}l${n(side * size * 0.18 * Math.sin((k / 8) * Math.PI))} ${n(-size * 0.05)}" stroke="${lighten(base, 0.25)}" stroke-width=".9" opacity=".6"/>`;
          }
        }
      }
    }
    items.push({
      z: len,
      s:
        stem(
          `M${n(p.x + t * p.w * 0.3)} ${n(p.y)}Q${n(p.x + (ex - p.x) * 0.3)} ${n(ey + (p.y - ey) * 0.5)} ${n(ex)} ${n(ey)}`,
          "#5f8a45",
          v === "banana" ? 5 : 2.6,
        ) + at(ex, ey, rot, leaf),
    });
    if (v === "peace" && i % 3 === 1) {
      const fy = ey - size * 0.35;
      items.push({
        z: -1,
        s:
          stem(
            `M${n(p.x)} ${n(p.y)}Q${n(ex * 0.5 + p.x * 0.5)} ${n(fy + 30)} ${n(ex * 0.8 + p.x * 0.2)} ${n(fy)}`,
            "#6d9a4d",
            2,
          ) +
          at(
            ex * 0.8 + p.x * 0.2,
            fy,
            rot * 0.4,
            `<path d="${ovalLeaf(34, 9)}" fill="#fbfbf4" stroke="#dfe5d5" stroke-width="1"/><rect x="-2.5" y="-24" width="5" height="16" rx="2.5" fill="#efe2a0"/>`,
          ),
      });
    }
  }
  items.sort((a, b) => b.z - a.z);
  return { back: items.map((i) => i.s).join("") };
}
