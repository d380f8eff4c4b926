import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { isUnavailable } from "./unavailable";

describe("pages while the API is unavailable", () => {
  it("a route's data failing with the API's 503 makes the page a 503", () => {
    expect(isUnavailable(new ApiError("down", 503))).toBe(true);
  });

  it("other failures stay what they are", () => {
    expect(isUnavailable(null)).toBe(false);
    expect(isUnavailable(new ApiError("bad", 500))).toBe(false);
    expect(isUnavailable(new Error("bug"))).toBe(false);
  });
});
