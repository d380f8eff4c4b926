import type { ProductDef } from "../types";
import { GOODS } from "./goods";
import { INDOOR_FOLIAGE } from "./indoor";
import { INDOOR_FLOWERING } from "./indoor2";
import { OUTDOOR } from "./outdoor";
import { parseCatalogue } from "./parse";

/** Every demo product, in catalogue order. */
export function demoProducts(): ProductDef[] {
  return [INDOOR_FOLIAGE, INDOOR_FLOWERING, OUTDOOR, GOODS].flatMap(parseCatalogue);
}
