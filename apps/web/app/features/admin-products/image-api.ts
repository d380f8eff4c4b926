// Types only: in the browser the answers are not re-validated (api-client.ts); the server checks them.
import type { AdminImagesResponse, AdminImageUpdateRequest, ErrorItem } from "@shop/shared";
import { apiPost } from "../../lib/api/api-client";
import { ApiError } from "../../lib/api/api-error";
import { memberCall } from "../account";

const IMAGES = "/api/v1/admin/products/images";
/** An upload of up to 10 MB over a slow phone connection: far longer than the JSON calls' 8 s. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** A product's pictures in their order (0 is the main picture). */
export function listImages(productId: number): Promise<AdminImagesResponse> {
  return memberCall(() => apiPost<AdminImagesResponse>(`${IMAGES}/list`, { productId }));
}

/** Alt texts, pot colour or position (0 makes it the main picture); answers every picture in the new order. */
export function updateImage(change: AdminImageUpdateRequest): Promise<AdminImagesResponse> {
  return memberCall(() => apiPost<AdminImagesResponse>(`${IMAGES}/update`, change));
}

export function deleteImage(productId: number, imageId: number): Promise<AdminImagesResponse> {
  return memberCall(() => apiPost<AdminImagesResponse>(`${IMAGES}/delete`, { productId, imageId }));
}

function failureOf(xhr: XMLHttpRequest): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    // Not the API's envelope (a proxy's page, a dropped connection): the status says enough.
  }
  const errorList = (body as { errorList?: ErrorItem[] } | null)?.errorList;
  return new ApiError(`Upload failed with ${xhr.status}`, xhr.status, Array.isArray(errorList) ? errorList : []);
}

function send(productId: number, file: File, onProgress: (fraction: number) => void): Promise<AdminImagesResponse> {
  // XMLHttpRequest rather than fetch: only it reports the upload's progress. The session cookie goes with it
  // (same origin), as with every other back-office call; the browser sets the multipart content type.
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${IMAGES}/upload`);
    xhr.setRequestHeader("accept", "application/json");
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { status?: string; responceObj?: AdminImagesResponse } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.status === "SUCCESS" && body.responceObj) {
        resolve(body.responceObj);
      } else reject(failureOf(xhr));
    };
    // status 0: the network failed or the time ran out (failureMessage says "check your connection").
    xhr.onerror = () => reject(new ApiError("Upload failed", 0));
    xhr.ontimeout = () => reject(new ApiError("Upload timed out", 0));
    const form = new FormData();
    // The id before the file: the server reads the parts in order.
    form.append("productId", String(productId));
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

/** One picture to the end of the product's pictures; onProgress gets 0..1 while the bytes go up. */
export function uploadImage(
  productId: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<AdminImagesResponse> {
  return memberCall(() => send(productId, file, onProgress));
}
