import type { Rng } from "../rng";
import type { PlantArgs, PlantParts } from "./foliage";
import { at, type Doc, darken, heartLeaf, lanceLeaf, lighten, n, ovalLeaf, qangle, qpt, stem } from "./svg";

const TRUNK: Record<string, number> = {
  date: 0.4,
  outdoor: 0.3,
  pygmy: 0.22,
  bottle: 0.3,
  sago: 0.06,
  fan: 0.5,
  foxtail: 0.45,
};

/** Garden palms with a trunk: date, pygmy date, bottle, sago, fan (Washingtonia) and foxtail. */
export function palmTree(doc: Doc, r: Rng, p: PlantArgs): PlantParts {
  const v = p.variant in TRUNK ? p.variant : "outdoor";
  const out: string[] = [];
  const th = p.h * TRUNK[v]!;
  const bx = p.x + r.range(-5, 5);
  const by = p.y - th;
  const bark = doc.sideGrad(v === "foxtail" || v === "bottle" ? "#9c9a90" : "#8a6a48", 0.2, 0.3);
  if (th > 10) {
    const base = v === "bottle" ? 16 : 11;
    const mid = v === "bottle" ? 22 : 9;
    const top = v === "bottle" ? 6 : 7;
    out.push(
      `<path d="M${n(p.x - base)} ${n(p.y + 4)}C${n(p.x - mid - 4)} ${n(p.y - th * 0.35)} ${n(bx - top)} ${n(by + th * 0.3)} ${n(bx - top)} ${n(by)}L${n(bx + top)} ${n(by)}C${n(bx + top)} ${n(by + th * 0.3)} ${n(p.x + mid + 4)} ${n(p.y - th * 0.35)} ${n(p.x + base)} ${n(p.y + 4)}Z" fill="${bark}"/>`,
    );
    if (v === "date" || v === "outdoor" || v === "pygmy") {
      for (let y = p.y - 6; y > by + 4; y -= 8) {
        out.push(
          `<path d="M${n(p.x - 9)} ${n(y)}l9 -4.5l9 4.5" stroke="#5e4630" stroke-width="1.4" fill="none" opacity=".55"/>`,
        );
      }
    } else {
      for (let y = p.y - 8; y > by + 4; y -= 7) {
        out.push(`<path d="M${n(p.x - 12)} ${n(y)}h24" stroke="#6e6c64" stroke-width="1" opacity=".35"/>`);
      }
    }
    if (v === "bottle" || v === "foxtail") {
      out.push(
        `<rect x="${n(bx - 7)}" y="${n(by - 16)}" width="14" height="20" rx="4" fill="${doc.sideGrad("#6f9a4a", 0.2, 0.3)}"/>`,
      );
    }
  } else {
    out.push(
      `<ellipse cx="${n(p.x)}" cy="${n(p.y - 4)}" rx="18" ry="10" fill="${doc.sideGrad("#6b5038", 0.2, 0.3)}"/>`,
    );
  }
  const green = v === "date" ? "#6f8f5a" : v === "sago" ? "#2f5a2f" : v === "fan" ? "#5f8f4f" : "#4c8a46";
  const tones = [
    doc.sideGrad(green, 0.2, 0.2),
    doc.sideGrad(lighten(green, 0.1), 0.2, 0.2),
    doc.sideGrad(darken(green, 0.1), 0.2, 0.2),
  ];
  const fronds = v === "fan" ? 12 : v === "bottle" ? 6 : v === "sago" ? 16 : r.int(12, 14);
  const reach = p.h * (v === "sago" ? 0.42 : v === "fan" ? 0.3 : v === "pygmy" ? 0.55 : 0.5);
  const items: Array<{ z: number; s: string }> = [];
  for (let f = 0; f < fronds; f++) {
    const t = (f + 0.5) / fronds - 0.5;
    const ang = t * (v === "sago" ? 190 : 250) + r.range(-7, 7);
    const rad = (ang * Math.PI) / 180;
    const len = reach * r.range(0.8, 1.05);
    const lift = v === "sago" ? 0.2 : 0.32;
    const p0 = [bx, by - (v === "bottle" || v === "foxtail" ? 14 : 0)];
    const p1 = [p0[0]! + Math.sin(rad) * len * 0.55, p0[1]! - Math.cos(rad) * len * 0.55 - len * lift];
    const drop = Math.abs(Math.sin(rad)) * len * (v === "sago" ? 0.1 : 0.45);
    const p2 = [p0[0]! + Math.sin(rad) * len, p0[1]! - Math.cos(rad) * len * 0.8 + drop];
    const fill = r.pick(tones);
    const parts = [
      `<path d="M${n(p0[0]!)} ${n(p0[1]!)}Q${n(p1[0]!)} ${n(p1[1]!)} ${n(p2[0]!)} ${n(p2[1]!)}" stroke="#7d8f4a" stroke-width="2.2" fill="none"/>`,
    ];
    if (v === "fan") {
      const a = qangle(p0, p1, p2, 1);
      const seg = Array.from({ length: 23 }, (_, i) =>
        at(0, 0, -85 + i * (170 / 22), `<path d="${lanceLeaf(46, 3.4)}" fill="${fill}"/>`),
      ).join("");
      parts.push(at(p2[0]!, p2[1]!, a * 0.5, `<g transform="scale(1 .8)">${seg}</g>`));
    } else {
      const steps = v === "sago" ? 16 : 18;
      for (let i = 1; i <= steps; i++) {
        const tt = 0.1 + (0.9 * i) / steps;
        const [lx, ly] = qpt(p0, p1, p2, tt);
        const a = qangle(p0, p1, p2, tt);
        const ll = v === "sago" ? 15 : (v === "foxtail" ? 22 : 28) * (1.15 - tt * 0.65);
        const shape = lanceLeaf(ll, v === "sago" ? 1.5 : 2);
        for (const side of v === "foxtail" ? [-1, -0.4, 0.4, 1] : [-1, 1]) {
          const spread = v === "sago" ? 55 : 48 * Math.abs(side) + 15;
          const sag = v === "sago" ? 0 : 30 * tt;
          parts.push(
            at(
              lx,
              ly,
              a + Math.sign(side) * spread + (Math.sign(side) > 0 ? sag : -sag) * (a > 0 ? 1 : -1),
              `<path d="${shape}" fill="${fill}"/>`,
            ),
          );
        }
      }
    }
    items.push({ z: -Math.abs(t), s: parts.join("") });
  }
  items.sort((a, b) => a.z - b.z);
  return { back: out.join("") + items.map((i) => i.s).join("") };
}

/** Small trees in pots: citrus, olive, fig, mango, pomegranate, weeping fig. */
export function tree(doc: Doc, r: Rng, p: PlantArgs): PlantParts {
  const v = p.variant;
  const green = v === "olive" ? "#7d9373" : v === "fig" ? "#4f8a3c" : "#356f36";
  const tones = [
    doc.sideGrad(green, 0.2, 0.2),
    doc.sideGrad(darken(green, 0.12), 0.2, 0.2),
    doc.sideGrad(lighten(green, 0.1), 0.2, 0.2),
  ];
  const trunkH = p.h * 0.42;
  const out: string[] = [];
  const bark = doc.sideGrad(v === "olive" ? "#8c8170" : "#7a5a3e", 0.2, 0.3);
  out.push(
    `<path d="M${n(p.x - 6)} ${n(p.y + 3)}Q${n(p.x - 2)} ${n(p.y - trunkH * 0.5)} ${n(p.x - 3)} ${n(p.y - trunkH)}L${n(p.x + 3)} ${n(p.y - trunkH)}Q${n(p.x + 5)} ${n(p.y - trunkH * 0.5)} ${n(p.x + 6)} ${n(p.y + 3)}Z" fill="${bark}"/>`,
  );
  for (const a of [-35, 30])
    out.push(stem(`M${n(p.x)} ${n(p.y - trunkH * 0.8)}l${n(a)} ${n(-trunkH * 0.45)}`, "#6e5038", 3));
  const cy = p.y - trunkH - p.h * 0.22;
  const rx = p.h * 0.34;
  const ry = p.h * 0.3;
  const leafLen = v === "fig" ? 22 : v === "mango" ? 20 : v === "olive" ? 13 : 12;
  const items: Array<{ y: number; s: string }> = [];
  for (let i = 0; i < (v === "fig" ? 110 : 240); i++) {
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r.range(0, 1));
    const x = p.x + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    const shape =
      v === "fig"
        ? heartLeaf(leafLen, leafLen * 0.5)
        : v === "olive"
          ? lanceLeaf(leafLen, 1.8)
          : ovalLeaf(leafLen, leafLen * 0.28);
    items.push({ y, s: at(x, y, r.range(-180, 180), `<path d="${shape}" fill="${r.pick(tones)}"/>`) });
  }
  items.sort((a, b) => a.y - b.y);
  out.push(items.map((i) => i.s).join(""));
  if (v === "plumeria") {
    for (let i = 0; i < 14; i++) {
      const a = r.range(0, Math.PI * 2);
      const d = Math.sqrt(r.range(0.1, 0.95));
      const petals = [0, 72, 144, 216, 288]
        .map((k) =>
          at(
            0,
            0,
            k + 20,
            `<path d="${ovalLeaf(11, 5)}" fill="${p.colour || "#fbf3dc"}"/><path d="${ovalLeaf(5, 2.5)}" fill="#f6d25a"/>`,
          ),
        )
        .join("");
      out.push(at(p.x + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d, r.range(0, 70), petals));
    }
  } else if (p.colour) {
    const fruits = v === "olive" ? 22 : 11;
    const fill = doc.radial(lighten(p.colour, 0.35), p.colour, 0.35, 0.3, 0.8);
    for (let i = 0; i < fruits; i++) {
      const a = r.range(0, Math.PI * 2);
      const d = Math.sqrt(r.range(0.15, 0.95));
      const x = p.x + Math.cos(a) * rx * d;
      const y = cy + Math.sin(a) * ry * d;
      const s = v === "olive" ? 3 : v === "mango" ? 7 : v === "fig" ? 7 : 6.5;
      const shape =
        v === "mango" || v === "olive"
          ? `<ellipse rx="${n(s * 0.75)}" ry="${n(s)}" fill="${fill}"/>`
          : `<circle r="${n(s)}" fill="${fill}"/>`;
      out.push(at(x, y, r.range(-30, 30), shape));
    }
  }
  return { back: out.join("") };
}
