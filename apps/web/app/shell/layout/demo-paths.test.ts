import { describe, expect, it } from "vitest";
import { isThemeDemoPath } from "./demo-paths";

describe("DESIGN unknown paths: the theme's demo routes", () => {
  it("issue 14: /home/<variant>, /elements/*, /pages/portfolio/* and /pages/typography redirect home", () => {
    for (const path of [
      "/home/marijuana",
      "/home/fashion/",
      "/elements",
      "/elements/buttons",
      "/pages/portfolio/grid/two",
      "/pages/typography",
      "/HOME/Marijuana",
    ]) {
      expect(isThemeDemoPath(path), path).toBe(true);
    }
  });

  it("issue 14: anything else unknown is not a demo route (it answers 404)", () => {
    for (const path of ["/home", "/shop/prodct/monstera", "/pages/nothing", "/homes/x", "/elementsx", "/pages/404"]) {
      expect(isThemeDemoPath(path), path).toBe(false);
    }
  });
});
