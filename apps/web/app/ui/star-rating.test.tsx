import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { clampRating, StarRating } from "./star-rating";

const valueText = (value: number, max: number) => `${value} out of ${max}`;
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe("SPEC 9 star rating", () => {
  it("SPEC 9: read-only on a scale of 5 by default, with the value spoken and the stars filled in part", () => {
    const html = renderToStaticMarkup(<StarRating value={4.3} label="Rating" valueText={valueText} readOnly />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Rating: 4.3 out of 5"');
    // Five stars' width of track (18 px each), its fill cut at 86 %; drawn by CSS, no SVG per star.
    expect(html).toContain("width:90px;height:18px;--star-size:18px");
    expect(html).toContain("width:86%");
    expect(html).not.toContain("<svg");
    expect(html).not.toContain("<input");
  });

  it("takes another scale", () => {
    const html = renderToStaticMarkup(<StarRating value={7} max={10} label="Score" valueText={valueText} readOnly />);
    expect(html).toContain('aria-label="Score: 7 out of 10"');
    expect(html).toContain("width:180px");
    expect(html).toContain("width:70%");
  });

  it("as an input: one radio per star, the current value checked, each named", () => {
    const html = renderToStaticMarkup(
      <StarRating
        value={3}
        label="Your rating"
        valueText={valueText}
        onChange={() => {}}
        starLabel={(n) => `${n} stars`}
      />,
    );
    expect(html).toContain("<fieldset");
    expect(html).toContain("<legend");
    expect(count(html, 'type="radio"')).toBe(5);
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="3"/);
    expect(count(html, 'checked=""')).toBe(1);
    expect(html).toContain("4 stars");
    expect(html).not.toContain("disabled");
    // Each choice's star is drawn by the same CSS shape as the read-only rating, not an SVG of its own.
    expect(html).not.toContain("<svg");
    expect(count(html, 'class="star" aria-hidden="true" style="width:18px;height:18px"')).toBe(5);
  });

  it("SPEC 9: the disabled mode disables every choice", () => {
    const html = renderToStaticMarkup(
      <StarRating value={2} label="Your rating" valueText={valueText} onChange={() => {}} disabled />,
    );
    expect(html).toMatch(/<fieldset[^>]*disabled=""/);
    expect(html).toContain("star-rating--disabled");
  });

  it("keeps values inside the scale", () => {
    expect(clampRating(7, 5)).toBe(5);
    expect(clampRating(-1, 5)).toBe(0);
    expect(clampRating(Number.NaN, 5)).toBe(0);
  });
});
