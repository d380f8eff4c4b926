import { idField } from "@shop/shared";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";

/**
 * A picture upload of the content editors: one file (field "file", at most the plugin's fileSize limit, else 413
 * PAYLOAD_TOO_LARGE) and, when `idName` is given, the id of what it is for (before the file); not multipart is 415.
 */
export async function readPictureUpload(
  request: FastifyRequest,
  idName: string | null,
): Promise<{ id: number | null; bytes: Buffer }> {
  let id: unknown;
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file" && part.fieldname === "file" && !bytes) bytes = await part.toBuffer();
      else if (part.type === "field" && part.fieldname === idName) id = Number(part.value);
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("PAYLOAD_TOO_LARGE", "This picture is larger than 10 MB.", "Upload a smaller photo.", "file");
    if ((error as { statusCode?: number }).statusCode === 406)
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the picture as multipart/form-data.", "", "file");
    throw error;
  }
  const parsed = idName ? idField.safeParse(id) : null;
  if (idName && !parsed?.success) throw new AppError("VALIDATION_FAILED", "Name what the picture is for.", "", idName);
  if (!bytes?.length) throw new AppError("VALIDATION_FAILED", "Choose a picture to upload.", "", "file");
  return { id: parsed?.success ? parsed.data : null, bytes };
}
