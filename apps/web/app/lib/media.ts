/** Media paths from the API ("categories/abc") are served as /media/<path>-<width>.webp. */
export const MEDIA_WIDTHS = [320, 640, 960] as const;

export function mediaUrl(path: string, width: number): string {
  return `/media/${path.replace(/^\/+/, "")}-${width}.webp`;
}

export function mediaSrcSet(path: string): string {
  return MEDIA_WIDTHS.map((width) => `${mediaUrl(path, width)} ${width}w`).join(", ");
}
