import type { ProductImage } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { imagesForColour } from "./gallery-colour";

const image = (name: string, potColour: string | null = null): ProductImage => ({
  src: `/media/${name}-960.webp`,
  srcset: `/media/${name}-960.webp 960w`,
  width: 960,
  height: 960,
  alt: name,
  potColour,
});

const names = (images: ProductImage[]) => images.map((i) => i.alt);

describe("imagesForColour", () => {
  const images = [image("main"), image("white", "white"), image("black", "black"), image("black-2", "black")];

  it("puts the chosen colour's pictures first, keeping their order, then the rest in theirs", () => {
    expect(names(imagesForColour(images, "black"))).toEqual(["black", "black-2", "main", "white"]);
    expect(names(imagesForColour(images, "white"))).toEqual(["white", "main", "black", "black-2"]);
  });

  it("keeps the product's order (the same array) when no picture shows that colour or none is chosen", () => {
    expect(imagesForColour(images, "terracotta")).toBe(images);
    expect(imagesForColour(images, null)).toBe(images);
    expect(imagesForColour(images, undefined)).toBe(images);
    expect(imagesForColour(images, "")).toBe(images);
  });

  it("keeps the order when every picture shows that colour, and handles a product without pictures", () => {
    const all = [image("a", "white"), image("b", "white")];
    expect(imagesForColour(all, "white")).toBe(all);
    expect(imagesForColour([], "white")).toEqual([]);
  });

  it("ignores pictures from the product API without a potColour field", () => {
    const old = [{ ...image("x"), potColour: undefined }, image("y", "black")];
    expect(names(imagesForColour(old, "black"))).toEqual(["y", "x"]);
  });
});
