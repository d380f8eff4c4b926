import { describe, expect, it } from "vitest";
import { pageCsp } from "./security";

/** The policy as a map: directive -> its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("pageCsp", () => {
  it("without card payments: scripts from this origin or with the nonce, nothing framed, no other origin", () => {
    const csp = directives(pageCsp("abc"));
    expect(csp.get("script-src")).toEqual(["'self'", "'nonce-abc'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("frame-src")).toEqual(["'none'"]);
    expect(pageCsp("abc")).not.toContain("stripe");
  });

  it("with pictures in object storage: images also from its origin, nothing else widened", () => {
    const csp = directives(pageCsp("abc", { imageOrigin: "https://cdn.example" }));
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://cdn.example"]);
    const plain = directives(pageCsp("abc"));
    expect(plain.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    for (const name of ["default-src", "script-src", "connect-src", "frame-src", "style-src"]) {
      expect(csp.get(name)).toEqual(plain.get(name));
    }
  });

  it("with card payments: exactly Stripe.js's documented origins, the nonce policy and the rest unchanged", () => {
    const csp = directives(pageCsp("abc", { stripe: true }));
    expect(csp.get("script-src")).toEqual([
      "'self'",
      "'nonce-abc'",
      "https://js.stripe.com",
      "https://*.js.stripe.com",
    ]);
    expect(csp.get("frame-src")).toEqual([
      "https://js.stripe.com",
      "https://*.js.stripe.com",
      "https://hooks.stripe.com",
    ]);
    expect(csp.get("connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
    const plain = directives(pageCsp("abc"));
    for (const name of ["default-src", "style-src", "img-src", "font-src", "frame-ancestors", "object-src"]) {
      expect(csp.get(name)).toEqual(plain.get(name));
    }
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  });
});
