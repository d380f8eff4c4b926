import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { failedForUnavailability } from "./unavailable";

describe("pages while the API is unavailable", () => {
  it("a route's data failing with the API's 503 makes the page a 503", () => {
    expect(failedForUnavailability({ "routes/product": new ApiError("down", 503) })).toBe(true);
  });

  it("other failures stay what they are", () => {
    expect(failedForUnavailability(null)).toBe(false);
    expect(failedForUnavailability({ root: new ApiError("bad", 500) })).toBe(false);
    expect(failedForUnavailability({ root: new Error("bug") })).toBe(false);
  });
});
