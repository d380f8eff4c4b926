import type { Db } from "../../../src/db/client";
import { contentPages } from "../../../src/db/schema";
import { slugify } from "../../../src/modules/catalogue/catalogue.admin.service";
import { lightGuide } from "./light";
import { petsGuide } from "./pets";
import { wateringGuide } from "./watering";

/** The demo's care guides (issue 14), in the menu's order; each slug from its English title, as the editor makes it. */
export const demoGuides = () =>
  [lightGuide, wateringGuide, petsGuide].map((guide, position) => ({
    ...guide,
    slug: slugify(guide.title.en),
    position,
  }));

/** Writes the three care guides, published (inside the seed's transaction). */
export async function seedGuides(tx: Db): Promise<void> {
  const now = new Date();
  await tx
    .insert(contentPages)
    .values(demoGuides().map((g) => ({ ...g, kind: "guide", status: "published", publishedAt: now })));
}
