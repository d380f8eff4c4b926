import { imageRefusals, MAX_IMAGE_BYTES } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api/api-error";
import { problemBeforeUpload, uploadProblem } from "./image-problems";

const refused = (errorCode: string, errorDesc: string, suggesstion = "", field = "file", status = 400) =>
  new ApiError("failed", status, [{ errorCode, errorDesc, suggesstion, field }]);

describe("problemBeforeUpload", () => {
  it("refuses more than 10 MB and files that say they are not pictures, before sending them", () => {
    expect(problemBeforeUpload({ size: MAX_IMAGE_BYTES + 1, type: "image/jpeg" })).toBe("tooLarge");
    expect(problemBeforeUpload({ size: 100, type: "application/pdf" })).toBe("notImage");
    expect(problemBeforeUpload({ size: MAX_IMAGE_BYTES, type: "image/jpeg" })).toBeNull();
    // A phone's HEIC photo may come without a type: the server decides.
    expect(problemBeforeUpload({ size: 100, type: "" })).toBeNull();
  });
});

describe("uploadProblem", () => {
  it("names each refusal of the images API by its code (and, for the file's VALIDATION_FAILED, its kind)", () => {
    expect(uploadProblem(refused("PAYLOAD_TOO_LARGE", "This picture is larger than 10 MB.", "", "file", 413))).toBe(
      "tooLarge",
    );
    expect(uploadProblem(new ApiError("failed", 413))).toBe("tooLarge");
    // The server's texts come from the shared list; a detail may follow the text (the picture's size).
    for (const [kind, { message, suggestion }] of Object.entries(imageRefusals)) {
      expect(uploadProblem(refused("VALIDATION_FAILED", message, suggestion))).toBe(kind);
    }
    const pixels = `${imageRefusals.tooManyPixels.message} It is 9000 × 9000 pixels.`;
    expect(uploadProblem(refused("VALIDATION_FAILED", pixels))).toBe("tooManyPixels");
    expect(uploadProblem(refused("VALIDATION_FAILED", "Something else about the file."))).toBe("notImage");
    expect(uploadProblem(refused("NOT_FOUND", "This product was not found.", "", "productId", 404))).toBe(
      "productGone",
    );
  });

  it("leaves the rest (session, role, network, server) to the shared failure message", () => {
    expect(uploadProblem(refused("UNAUTHORIZED", "Log in again.", "", "", 401))).toBe("other");
    expect(uploadProblem(refused("FORBIDDEN", "Not allowed.", "", "", 403))).toBe("other");
    expect(uploadProblem(refused("VALIDATION_FAILED", "Name the product.", "", "productId"))).toBe("other");
    expect(uploadProblem(new ApiError("Upload failed", 0))).toBe("other");
    expect(uploadProblem(new Error("boom"))).toBe("other");
  });
});
