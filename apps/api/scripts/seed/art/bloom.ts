import type { Rng } from "../rng";
import type { PlantArgs, PlantParts } from "./foliage";
import { at, type Doc, darken, heartLeaf, hexToRgb, lanceLeaf, lighten, n, ovalLeaf, stem } from "./svg";

/* Blossoms, drawn around (0,0). */
export const flower5 = (s: number, colour: string, centre = "#f3d36b") =>
  [0, 72, 144, 216, 288].map((a) => at(0, 0, a, `<path d="${ovalLeaf(s, s * 0.42)}" fill="${colour}"/>`)).join("") +
  `<circle r="${n(s * 0.22)}" fill="${centre}"/>`;

export const daisy = (s: number, colour: string) =>
  `${Array.from({ length: 16 }, (_, i) =>
    at(0, 0, i * 22.5, `<path d="${ovalLeaf(s, s * 0.14)}" fill="${colour}"/>`),
  ).join("")}<circle r="${n(s * 0.3)}" fill="#5a3d22"/><circle r="${n(s * 0.18)}" fill="#8a6a2a"/>`;

export const cluster = (s: number, colour: string, r: Rng) => {
  let out = "";
  for (let i = 0; i < 9; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = r.range(0, s * 0.75);
    const fl = [0, 90, 180, 270]
      .map((k) =>
        at(0, 0, k + 45, `<path d="${ovalLeaf(s * 0.42, s * 0.16)}" fill="${lighten(colour, r.range(0, 0.15))}"/>`),
      )
      .join("");
    out += at(Math.cos(a) * d, Math.sin(a) * d * 0.7, 0, fl);
  }
  return out;
};

const orchidFlower = (s: number, colour: string) =>
  [-100, 100].map((a) => at(0, 0, a, `<path d="${ovalLeaf(s, s * 0.55)}" fill="${colour}"/>`)).join("") +
  [0, 140, -140]
    .map((a) => at(0, 0, a, `<path d="${ovalLeaf(s * 0.9, s * 0.28)}" fill="${lighten(colour, 0.15)}"/>`))
    .join("") +
  `<path d="M0 0C${n(s * 0.35)} ${n(s * 0.2)} ${n(s * 0.2)} ${n(s * 0.6)} 0 ${n(s * 0.55)}C${n(-s * 0.2)} ${n(s * 0.6)} ${n(-s * 0.35)} ${n(s * 0.2)} 0 0Z" fill="${hexToRgb(colour).every((c) => c > 200) ? "#d97aa6" : darken(colour, 0.35)}"/><circle r="${n(s * 0.12)}" fill="#f5e27a"/>`;

/** Leaves scattered over a dome ("dome"), a clipped ball ("ball") or a clipped box ("box"). */
function dome(
  r: Rng,
  cx: number,
  base: number,
  rx: number,
  ry: number,
  leafFn: () => string,
  count: number,
  shape = "dome",
) {
  const items: Array<{ y: number; s: string }> = [];
  for (let i = 0; i < count; i++) {
    let x: number;
    let y: number;
    let depth: number;
    if (shape === "box") {
      x = cx + r.range(-rx, rx);
      y = base - r.range(0, ry);
      depth = r();
    } else if (shape === "ball") {
      const a = r.range(0, Math.PI * 2);
      const d = Math.sqrt(r.range(0, 1));
      x = cx + Math.cos(a) * rx * 0.85 * d;
      y = base - ry * 0.55 + Math.sin(a) * ry * 0.55 * d;
      depth = 1 - d;
    } else {
      const a = r.range(-Math.PI, 0);
      const d = Math.sqrt(r.range(0.05, 1));
      x = cx + Math.cos(a) * rx * d;
      y = base + Math.sin(a) * ry * d;
      depth = -d;
    }
    const rot = ((x - cx) / rx) * 70 + r.range(-40, 40);
    items.push({ y: depth, s: at(x, y, rot, leafFn()) });
  }
  items.sort((a, b) => b.y - a.y);
  return items.map((i) => i.s).join("");
}

/** Shrubs, hedges and herbs; variants with a colour get blossoms. */
export function bush(doc: Doc, r: Rng, p: PlantArgs): PlantParts {
  const v = p.variant;
  const green =
    v === "lavender" || v === "rosemary"
      ? "#6f8f6a"
      : v === "mint"
        ? "#5faa4f"
        : v === "basil"
          ? "#58a840"
          : v === "round" || v === "hedge"
            ? "#2f6a32"
            : "#3f7a3a";
  const tones = [
    doc.sideGrad(green, 0.2, 0.2),
    doc.sideGrad(darken(green, 0.12), 0.2, 0.2),
    doc.sideGrad(lighten(green, 0.1), 0.2, 0.2),
  ];
  const needle = v === "lavender" || v === "rosemary";
  const big = v === "hibiscus" || v === "basil";
  const clipped = v === "round" || v === "hedge";
  const leaf = () => {
    const s = needle ? r.range(10, 14) : big ? r.range(16, 21) : clipped ? r.range(8, 11) : r.range(13, 17);
    return `<path d="${needle ? lanceLeaf(s * 1.3, 2) : ovalLeaf(s, s * (big ? 0.3 : 0.33))}" fill="${r.pick(tones)}"/>`;
  };
  const rx = p.w * (v === "hedge" ? 0.7 : 0.62) + p.h * 0.08;
  const ry = p.h * (v === "hedge" ? 0.62 : 0.5);
  const out: string[] = [];
  // stems peeking out at the base
  for (let i = 0; i < 5; i++) {
    out.push(
      stem(
        `M${n(p.x + r.range(-10, 10))} ${n(p.y)}L${n(p.x + r.range(-rx, rx) * 0.6)} ${n(p.y - ry * 0.6)}`,
        "#6b5a3a",
        2,
      ),
    );
  }
  const count = needle ? 340 : big ? 190 : clipped ? 480 : 300;
  const back = darken(green, 0.3);
  if (v === "hedge") {
    out.push(
      `<rect x="${n(p.x - rx * 0.95)}" y="${n(p.y + 4 - ry * 0.95)}" width="${n(rx * 1.9)}" height="${n(ry * 0.95)}" rx="10" fill="${back}"/>`,
    );
  } else if (v === "round") {
    out.push(
      `<ellipse cx="${n(p.x)}" cy="${n(p.y + 4 - ry * 0.55)}" rx="${n(rx * 0.8)}" ry="${n(ry * 0.5)}" fill="${back}"/>`,
    );
  } else if (!needle) {
    out.push(
      `<path d="M${n(p.x - rx * 0.85)} ${n(p.y + 4)}A${n(rx * 0.85)} ${n(ry * 0.8)} 0 0 1 ${n(p.x + rx * 0.85)} ${n(p.y + 4)}Z" fill="${back}"/>`,
    );
  }
  out.push(dome(r, p.x, p.y + 4, rx, ry, leaf, count, v === "hedge" ? "box" : v === "round" ? "ball" : "dome"));
  if (v === "lavender") {
    for (let i = 0; i < 16; i++) {
      const x = p.x + r.range(-rx * 0.8, rx * 0.8);
      const topY = p.y - ry * r.range(0.9, 1.35);
      const a = ((x - p.x) / rx) * 20;
      let spike = stem(`M0 0L0 ${n(-(p.y - ry * 0.5 - topY))}`, "#7d8f6a", 1.2);
      for (let k = 0; k < 6; k++)
        spike += `<ellipse cy="${n(-(p.y - ry * 0.5 - topY) + k * 3.5)}" rx="2.6" ry="2" fill="${k % 2 ? "#8a6fbf" : "#7458a8"}"/>`;
      out.push(at(x, p.y - ry * 0.5, a, spike));
    }
  } else if (p.colour) {
    const blooms = v === "hibiscus" ? 6 : v === "jasmine" ? 26 : 12;
    for (let i = 0; i < blooms; i++) {
      const a = r.range(-Math.PI * 0.95, -Math.PI * 0.05);
      const d = Math.sqrt(r.range(0.35, 1));
      const x = p.x + Math.cos(a) * rx * d;
      const y = p.y + Math.sin(a) * ry * d;
      const fl =
        v === "hibiscus"
          ? flower5(r.range(16, 20), p.colour, darken(p.colour, 0.4))
          : v === "jasmine"
            ? flower5(7, "#fdfcf6", "#f1e6a4")
            : v === "rose"
              ? `<circle r="9" fill="${p.colour}"/><path d="M-5 -1q5 -7 10 0q-5 6 -10 0" fill="${darken(p.colour, 0.15)}"/><circle r="3" fill="${darken(p.colour, 0.25)}"/>`
              : cluster(v === "bougainvillea" ? 11 : 8, p.colour, r);
      out.push(at(x, y, r.range(0, 60), fl));
    }
  }
  return { back: out.join("") };
}

/** Indoor flowering plants. */
export function bloom(doc: Doc, r: Rng, p: PlantArgs): PlantParts {
  const v = p.variant;
  const colour = p.colour || "#e06a8f";
  const out: string[] = [];
  const greens = [doc.sideGrad("#2f6a3a", 0.22, 0.2), doc.sideGrad("#3b7a43", 0.22, 0.2)];
  if (v === "orchid") {
    for (let i = 0; i < 5; i++) {
      const a = -75 + i * 37 + r.range(-5, 5);
      out.push(
        at(
          p.x + (i - 2) * 4,
          p.y - 2,
          a * 1.1,
          `<path d="${ovalLeaf(p.h * 0.22, p.h * 0.06)}" fill="${r.pick(greens)}"/>`,
        ),
      );
    }
    for (let s = 0; s < 2; s++) {
      const side = s === 0 ? 1 : -1;
      const hgt = p.h * (s === 0 ? 0.92 : 0.75);
      const sx = p.x + side * 6;
      const tipX = sx + side * p.w * 0.75;
      const tipY = p.y - hgt;
      out.push(
        stem(
          `M${n(sx)} ${n(p.y)}L${n(sx)} ${n(p.y - hgt * 0.7)}Q${n(sx)} ${n(tipY)} ${n(tipX)} ${n(tipY + 12)}`,
          "#5b6b3a",
          2,
        ),
      );
      out.push(
        `<path d="M${n(sx - 6)} ${n(p.y)}L${n(sx - 4)} ${n(p.y - hgt * 0.62)}" stroke="#a07a4a" stroke-width="2.5"/>`,
      );
      for (let k = 0; k < 5; k++) {
        const t = 0.2 + k * 0.2;
        const fx = sx + (tipX - sx) * t;
        const fy = p.y - hgt * 0.72 - Math.sin(t * Math.PI * 0.8) * hgt * 0.22 + t * 20;
        out.push(at(fx, fy + 10, 0, orchidFlower(p.h * 0.085 * (1.1 - t * 0.35), colour)));
      }
    }
    return { back: out.join("") };
  }
  if (v === "bromeliad") {
    for (let i = 0; i < 14; i++) {
      const a = -80 + (160 * i) / 13 + r.range(-5, 5);
      out.push(
        at(p.x, p.y, a, `<path d="${lanceLeaf(p.h * 0.45 * (1 - Math.abs(a) / 250), 6)}" fill="${r.pick(greens)}"/>`),
      );
    }
    for (let i = 0; i < 7; i++) {
      out.push(
        at(
          p.x,
          p.y - p.h * 0.32,
          -45 + i * 15,
          `<path d="${lanceLeaf(p.h * 0.25, 4.5)}" fill="${i % 2 ? colour : darken(colour, 0.1)}"/>`,
        ),
      );
    }
    out.push(`<path d="M${n(p.x)} ${n(p.y)}L${n(p.x)} ${n(p.y - p.h * 0.32)}" stroke="${colour}" stroke-width="7"/>`);
    return { back: out.join("") };
  }
  if (v === "adenium") {
    const trunk = doc.sideGrad("#b59a7a", 0.25, 0.3);
    out.push(
      `<path d="M${n(p.x - 26)} ${n(p.y + 4)}Q${n(p.x - 30)} ${n(p.y - 30)} ${n(p.x - 8)} ${n(p.y - 40)}L${n(p.x + 8)} ${n(p.y - 40)}Q${n(p.x + 30)} ${n(p.y - 30)} ${n(p.x + 26)} ${n(p.y + 4)}Z" fill="${trunk}"/>`,
    );
    for (let b = 0; b < 4; b++) {
      const a = -50 + b * 33;
      const rad = (a * Math.PI) / 180;
      const ex = p.x + Math.sin(rad) * p.h * 0.45;
      const ey = p.y - 40 - Math.cos(rad) * p.h * 0.4;
      out.push(stem(`M${n(p.x)} ${n(p.y - 36)}L${n(ex)} ${n(ey)}`, "#a48a6a", 6));
      for (let k = 0; k < 5; k++)
        out.push(at(ex, ey, -60 + k * 30, `<path d="${ovalLeaf(22, 6)}" fill="${r.pick(greens)}"/>`));
      out.push(at(ex + r.range(-8, 8), ey - 6, r.range(0, 70), flower5(13, colour, "#fbe6ef")));
    }
    return { back: out.join("") };
  }
  // foliage base for anthurium, gerbera, kalanchoe, begonia, african violet, cyclamen
  const leafCount = v === "gerbera" || v === "violet" ? 10 : 8;
  const leafLen = p.h * (v === "anthurium" ? 0.32 : 0.22);
  for (let i = 0; i < leafCount; i++) {
    const a = -85 + (170 * i) / (leafCount - 1) + r.range(-6, 6);
    const l = leafLen * r.range(0.85, 1.1);
    const shape = v === "anthurium" || v === "cyclamen" ? heartLeaf(l, l * 0.45) : ovalLeaf(l, l * 0.32);
    const rad = (a * Math.PI) / 180;
    const ex = p.x + Math.sin(rad) * l * (v === "anthurium" ? 0.9 : 0.3);
    const ey = p.y - Math.cos(rad) * l * (v === "anthurium" ? 0.9 : 0.3);
    out.push(
      stem(`M${n(p.x)} ${n(p.y)}L${n(ex)} ${n(ey)}`, "#5a8a45", 2) +
        at(ex, ey, a, `<path d="${shape}" fill="${r.pick(greens)}"/>`),
    );
  }
  const flowers = v === "kalanchoe" ? 6 : v === "violet" ? 7 : 4;
  for (let i = 0; i < flowers; i++) {
    const t = (i + 0.5) / flowers - 0.5;
    const hgt = p.h * (v === "violet" ? 0.22 : v === "kalanchoe" ? 0.42 : 0.7) * r.range(0.8, 1);
    const fx = p.x + t * p.w * (v === "violet" ? 0.8 : 1.1);
    const fy = p.y - hgt;
    out.push(stem(`M${n(p.x + t * 10)} ${n(p.y)}Q${n(fx)} ${n(p.y - hgt * 0.5)} ${n(fx)} ${n(fy)}`, "#4f7f3c", 2));
    const head =
      v === "anthurium"
        ? `<path d="${heartLeaf(34, 15)}" fill="${doc.sideGrad(colour, 0.3, 0.2)}"/><path d="M0 -6L6 -30" stroke="#f1d56b" stroke-width="5" stroke-linecap="round"/>`
        : v === "gerbera"
          ? daisy(p.h * 0.08, colour)
          : v === "kalanchoe"
            ? cluster(p.h * 0.07, colour, r)
            : v === "cyclamen"
              ? [-30, 0, 30].map((a) => at(0, 0, a + 180, `<path d="${lanceLeaf(20, 5)}" fill="${colour}"/>`)).join("")
              : flower5(v === "violet" ? 8 : 11, colour, v === "violet" ? "#f5e06a" : "#fbe7a0");
    out.push(at(fx, fy, t * 40, head));
  }
  return { back: out.join("") };
}
