import type { Rng } from "../rng";
import {
  at,
  bladeLeaf,
  type Doc,
  darken,
  fiddleLeaf,
  heartLeaf,
  lanceLeaf,
  lighten,
  n,
  ovalLeaf,
  qangle,
  qpt,
  rib,
  stem,
} from "./svg";

export interface PlantArgs {
  /** Centre of the soil. */
  x: number;
  y: number;
  /** Pot opening width. */
  w: number;
  /** Height available above the soil. */
  h: number;
  variant: string;
  /** Accent colour (flowers, fruit), may be empty. */
  colour: string;
}
export interface PlantParts {
  back: string;
  front?: string;
}

/** Monstera: split heart leaves on long stalks. */
export function monstera(doc: Doc, r: Rng, p: PlantArgs): PlantParts {
  const mask = doc.id("m");
  const slits: string[] = [];
  for (const side of [-1, 1]) {
    for (let i = 0; i < 5; i++) {
      const y = -18 - i * 15 - r.range(-2, 2);
      const x0 = side * r.range(8, 13);
      slits.push(
        `<path d="M${n(x0)} ${n(y)}L${n(side * 75)} ${n(y - 12 - i * 3)}L${n(side * 75)} ${n(y - 6 - i * 3)}Z" fill="#000"/>`,
      );
      if (i > 0 && i < 4) {
        slits.push(
          `<ellipse cx="${n(side * r.range(15, 20))}" cy="${n(y - 7)}" rx="2.4" ry="1.5" fill="#000" transform="rotate(${side * -25} ${n(side * 17)} ${n(y - 7)})"/>`,
        );
      }
    }
  }
  doc.defs.push(`<mask id="${mask}"><path d="${heartLeaf(100, 50)}" fill="#fff"/>${slits.join("")}</mask>`);
  const tones = [
    doc.sideGrad("#2f6e3e", 0.18, 0.2),
    doc.sideGrad("#3a7d45", 0.18, 0.2),
    doc.sideGrad("#26603a", 0.2, 0.2),
  ];
  const count = r.int(6, 8);
  const items: Array<{ z: number; s: string }> = [];
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const ang = -78 + 156 * t + r.range(-8, 8);
    const len = p.h * (0.62 - Math.abs(ang) / 330) * r.range(0.8, 1.05);
    const rad = (ang * Math.PI) / 180;
    const ex = p.x + Math.sin(rad) * len * 1.05;
    const ey = p.y - Math.cos(rad) * len;
    const sx = p.x + r.range(-p.w * 0.15, p.w * 0.15);
    const size = p.h * r.range(0.0036, 0.0046);
    const rot = ang * 1.15 + (ang > 0 ? 35 : -35) + r.range(-15, 15);
    const leaf = `<path d="${heartLeaf(100, 50)}" fill="${r.pick(tones)}" mask="url(#${mask})"/>${rib(100, "#a9cf8e", 2.2, 0.95)}`;
    items.push({
      z: len,
      s:
        stem(
          `M${n(sx)} ${n(p.y)}Q${n(sx + (ex - sx) * 0.2)} ${n(ey + (p.y - ey) * 0.4)} ${n(ex)} ${n(ey)}`,
          "#4f7d3c",
          3,
        ) + at(ex, ey, rot, leaf, size),
    });
  }
  items.sort((a, b) => b.z - a.z);
  return { back: items.map((i) => i.s).join("") };
}

/** Upright stem with alternating leaves: fiddle-leaf fig, rubber plant, umbrella tree. */
export function stemLeaves(doc: Doc, r: Rng, p: PlantArgs): PlantParts {
  const v = p.variant;
  const colour = v === "rubber" ? "#3a2a30" : v === "schefflera" ? "#4f8f3f" : "#3c7a3b";
  const tones = [doc.sideGrad(colour, 0.22, 0.2), doc.sideGrad(darken(colour, 0.12), 0.22, 0.2)];
  const stems = v === "fiddle" ? 1 : r.int(2, 3);
  const out: string[] = [];
  for (let s = 0; s < stems; s++) {
    const sx = p.x + (stems === 1 ? 0 : (s - (stems - 1) / 2) * p.w * 0.28);
    const top = p.y - p.h * (stems === 1 ? 0.95 : r.range(0.7, 0.95));
    const lean = r.range(-18, 18);
    const c = [sx + lean * 0.3, (p.y + top) / 2];
    const e = [sx + lean, top];
    out.push(
      stem(
        `M${n(sx)} ${n(p.y)}Q${n(c[0]!)} ${n(c[1]!)} ${n(e[0]!)} ${n(e[1]!)}`,
        v === "rubber" ? "#5b4a3a" : "#6b5a40",
        4,
      ),
    );
    const leaves = v === "fiddle" ? 13 : r.int(6, 8);
    for (let i = 0; i < leaves; i++) {
      const t = 0.18 + (0.82 * i) / leaves;
      const [lx, ly] = qpt([sx, p.y], c, e, t);
      const side = i % 2 === 0 ? 1 : -1;
      const size = p.h * (v === "fiddle" ? 0.3 : 0.24) * (1.1 - t * 0.4) * r.range(0.85, 1.1);
      const rot = side * r.range(35, 75) * (1 - t * 0.4);
      if (v === "schefflera") {
        const fan = [-60, -30, 0, 30, 60]
          .map((a) => at(0, 0, a, `<path d="${ovalLeaf(size * 0.55, size * 0.14)}" fill="${tones[0]}"/>`))
          .join("");
        out.push(
          stem(`M${n(lx)} ${n(ly)}l${n(side * size * 0.5)} ${n(-size * 0.3)}`, "#6d8a48", 1.5) +
            at(lx + side * size * 0.5, ly - size * 0.3, rot * 0.5, fan),
        );
      } else {
        const shape = v === "fiddle" ? fiddleLeaf(size, size * 0.42) : ovalLeaf(size, size * 0.3);
        const gloss =
          v === "rubber"
            ? `<path d="M${n(-size * 0.12)} ${n(-size * 0.2)}Q${n(-size * 0.2)} ${n(-size * 0.55)} 0 ${n(-size * 0.85)}" stroke="#fff" stroke-width="2" opacity=".18" fill="none"/>`
            : "";
        out.push(
          at(
            lx,
            ly,
            rot,
            `<path d="${shape}" fill="${r.pick(tones)}"/>${rib(size, v === "rubber" ? "#b0475a" : "#b6d69a", 1.6)}${gloss}`,
          ),
        );
      }
    }
    if (v === "rubber") {
      out.push(at(e[0]!, e[1]!, lean * 0.5, `<path d="${lanceLeaf(16, 3.5)}" fill="#b8485c"/>`));
    }
  }
  return { back: out.join("") };
}

/** Snake plant: upright sword blades with banding and optional yellow edges. */
export function snake(doc: Doc, r: Rng, p: PlantArgs): PlantParts {
  const clip = doc.id("c");
  doc.defs.push(`<clipPath id="${clip}"><path d="${bladeLeaf(100, 10)}"/></clipPath>`);
  const edge = p.variant !== "plain";
  const tones = [doc.sideGrad("#2f5e3a", 0.22, 0.25), doc.sideGrad("#36683d", 0.22, 0.25)];
  const bands: string[] = [];
  for (let y = -8; y > -95; y -= r.range(6, 9)) {
    bands.push(
      `<path d="M-14 ${n(y)}q4 -2.5 7 0t7 0t7 0t7 0" stroke="#8fb28a" stroke-width="1.6" fill="none" opacity=".5"/>`,
    );
  }
  const bandGroup = `<g clip-path="url(#${clip})">${bands.join("")}</g>`;
  const count = r.int(7, 9);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count - 0.5;
    const hgt = p.h * r.range(0.62, 0.95) * (1 - Math.abs(t) * 0.55);
    const width = r.range(0.9, 1.35) * (p.w / 110);
    const rim = edge
      ? `<path d="${bladeLeaf(100, 10)}" fill="none" stroke="#d8cf6a" stroke-width="2.6" clip-path="url(#${clip})"/>`
      : "";
    const blade = `<path d="${bladeLeaf(100, 10)}" fill="${r.pick(tones)}"/>${bandGroup}${rim}`;
    out.push(
      `<g transform="translate(${n(p.x + t * p.w * 0.75)} ${n(p.y + 4)}) rotate(${n(t * 28 + r.range(-5, 5))}) scale(${n(width)} ${n(hgt / 100)})">${blade}</g>`,
    );
  }
  return { back: out.join("") };
}

/** Pinnate fronds: indoor palms, ferns, ZZ plant; "outdoor"/"date" add a trunk. */
export function pinnate(doc: Doc, r: Rng, p: PlantArgs): PlantParts {
  const v = p.variant;
  const fern = v === "fern";
  const zz = v === "zz";
  const out: string[] = [];
  const bx = p.x;
  const by = p.y;
  const green = zz ? "#2d5f33" : fern ? "#5d9a45" : "#4c8a46";
  const tones = [doc.sideGrad(green, 0.2, 0.2), doc.sideGrad(lighten(green, 0.1), 0.2, 0.2)];
  const fronds = zz ? r.int(6, 8) : fern ? r.int(11, 14) : r.int(6, 8);
  const reach = p.h * (fern ? 0.62 : 0.92);
  const items: Array<{ z: number; s: string }> = [];
  for (let f = 0; f < fronds; f++) {
    const t = (f + 0.5) / fronds - 0.5;
    const ang = t * (zz ? 60 : fern ? 200 : 120) + r.range(-6, 6);
    const rad = (ang * Math.PI) / 180;
    const len = reach * r.range(0.75, 1) * (zz ? 1 - Math.abs(t) * 0.5 : 1);
    const p0 = [bx + r.range(-4, 4), by];
    const droop = zz ? 0 : fern ? 0.7 : 0.35;
    const p2 = [bx + Math.sin(rad) * len, by - Math.cos(rad) * len + Math.abs(Math.sin(rad)) * len * droop];
    const p1 = [bx + Math.sin(rad) * len * 0.45, by - len * (zz ? 0.5 : 0.75)];
    const parts: string[] = [
      stem(
        `M${n(p0[0]!)} ${n(p0[1]!)}Q${n(p1[0]!)} ${n(p1[1]!)} ${n(p2[0]!)} ${n(p2[1]!)}`,
        zz ? "#3b5e2c" : "#6d8f3f",
        zz ? 3.5 : 2,
      ),
    ];
    const steps = zz ? 8 : fern ? 16 : 13;
    const fill = r.pick(tones);
    for (let i = 1; i <= steps; i++) {
      const tt = 0.12 + (0.88 * i) / steps;
      const [lx, ly] = qpt(p0, p1, p2, tt);
      const a = qangle(p0, p1, p2, tt);
      const ll = zz ? 17 : fern ? 12 * (1.15 - tt * 0.7) : 38 * (1.1 - tt * 0.6);
      const shape = zz ? ovalLeaf(ll, ll * 0.3) : fern ? ovalLeaf(ll, 2.6) : lanceLeaf(ll, 2.8);
      for (const side of [-1, 1]) {
        const spread = zz ? 45 : fern ? 75 : 40;
        const drop = zz || fern ? 0 : 40 * tt;
        parts.push(at(lx, ly, a + side * spread + side * drop, `<path d="${shape}" fill="${fill}"/>`));
      }
    }
    if (zz) parts.push(at(p2[0]!, p2[1]!, qangle(p0, p1, p2, 1), `<path d="${ovalLeaf(15, 4.5)}" fill="${fill}"/>`));
    items.push({ z: -Math.abs(t), s: parts.join("") });
  }
  items.sort((a, b) => a.z - b.z);
  const back: string[] = [];
  const front: string[] = [];
  for (const it of items) {
    if (fern && it.z < -0.3) front.push(it.s);
    else back.push(it.s);
  }
  if (zz) {
    for (let i = 0; i < 3; i++)
      out.push(`<ellipse cx="${n(p.x - 12 + i * 12)}" cy="${n(p.y)}" rx="6" ry="3.5" fill="#6f8f4a"/>`);
  }
  return { back: out.join("") + back.join(""), front: front.join("") };
}
