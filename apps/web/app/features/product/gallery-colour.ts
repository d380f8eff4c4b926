import type { ProductImage } from "@shop/shared";

/**
 * The gallery's pictures for the chosen pot colour: those showing that colour first (in their own order), then
 * the rest; with no colour chosen, or no picture of it, the product's own order (the same array, so the gallery
 * does not jump). Pure, so server rendering (?sku= in the address) and the browser agree.
 */
export function imagesForColour(images: ProductImage[], potColour: string | null | undefined): ProductImage[] {
  if (!potColour) return images;
  const shown = images.filter((image) => image.potColour === potColour);
  if (shown.length === 0 || shown.length === images.length) return images;
  return [...shown, ...images.filter((image) => image.potColour !== potColour)];
}
