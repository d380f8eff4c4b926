import { idField } from "@shop/shared";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";

const tooLarge = () =>
  new AppError("PAYLOAD_TOO_LARGE", "This picture is larger than 10 MB.", "Upload a smaller photo.", "file");
const missing = (field: string, message: string, suggestion: string) =>
  new AppError("VALIDATION_FAILED", message, suggestion, field);

/** The multipart limits of a picture upload: one file of at most `fileSize` bytes and a few short fields. */
export const uploadLimits = (fileSize: number) => ({
  fileSize,
  files: 1,
  fields: 4,
  fieldSize: 100,
  parts: 6,
  headerPairs: 100,
});

/**
 * A picture upload's id field (`productId`, `categoryId`) and file, read whole into memory (at most the plugin's
 * fileSize limit, else 413 PAYLOAD_TOO_LARGE); a body that is not multipart is 415.
 */
export async function readImageUpload(
  request: FastifyRequest,
  idName: "productId" | "categoryId",
): Promise<{ id: number; bytes: Buffer }> {
  const owner = idName === "productId" ? "product" : "category";
  const suggestion = `Send the ${owner}'s id and one picture file.`;
  let id: unknown;
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || bytes)
          throw missing("file", "Send one picture in the field 'file'.", suggestion);
        bytes = await part.toBuffer();
      } else if (part.fieldname === idName) {
        id = Number(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if ((error as { statusCode?: number }).statusCode === 406) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the picture as multipart/form-data.", "", "file");
    }
    throw error;
  }
  const parsed = idField.safeParse(id);
  if (!parsed.success) throw missing(idName, `Name the ${owner} the picture belongs to.`, suggestion);
  if (!bytes?.length) throw missing("file", "Choose a picture to upload.", suggestion);
  return { id: parsed.data, bytes };
}
