/** The profile picture rules of the API (profileImageRequestSchema): PNG, JPEG or WebP, at most 2 MB. */
export const PROFILE_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export type ImageProblem = "type" | "size" | "empty";

/** Why a chosen file cannot be a profile picture, or null when it can. */
export function imageProblem(file: Pick<File, "type" | "size">): ImageProblem | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size === 0) return "empty";
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return "size";
  return null;
}

/** The file as a data URL (what the API takes). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("unreadable"));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsDataURL(file);
  });
}

/** Up to two initials for the avatar without a picture. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => Array.from(word ?? "")[0]?.toUpperCase() ?? "").join("");
}

/** A stored UAE mobile (+9715XXXXXXXX) as people write it: +971 5X XXX XXXX; anything else unchanged. */
export function formatMobile(mobile: string): string {
  const parts = /^\+971(5\d)(\d{3})(\d{4})$/.exec(mobile);
  return parts ? `+971 ${parts[1]} ${parts[2]} ${parts[3]}` : mobile;
}
