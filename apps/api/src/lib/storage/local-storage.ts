import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { checkKey, type Storage } from "./storage";

/** Files in the media folder, served by plugins/media.ts under /media/. */
export function localStorage(dir: string): Storage {
  const fileOf = (key: string) => path.join(dir, checkKey(key));
  return {
    kind: "local",
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // write-then-rename: a reader never sees a half-written picture
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    read: (key) => readFile(fileOf(key)).catch(() => null),
    url: (key) => `/media/${checkKey(key)}`,
  };
}
