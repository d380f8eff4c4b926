import type { AdminImage } from "@shop/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { uploadImage } from "./image-api";
import { type ImageProblem, problemBeforeUpload, uploadProblem } from "./image-problems";

export interface UploadItem {
  key: number;
  name: string;
  state: "waiting" | "uploading" | "done" | "failed";
  /** 0..1 while uploading. */
  progress: number;
  problem?: ImageProblem;
  /** The caught error, for the shared failure message when problem is "other". */
  error?: unknown;
}

/**
 * The uploads of one product's pictures: files chosen together go up one after another (a phone's connection
 * is not shared between them), each with its own state; every success hands over the product's new pictures.
 */
export function useImageUploads(productId: number | null, onImages: (images: AdminImage[]) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<Array<{ key: number; file: File }>>([]);
  const running = useRef(false);
  const nextKey = useRef(1);
  const mounted = useRef(true);
  const latest = useRef(onImages);
  latest.current = onImages;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const patch = useCallback((key: number, change: Partial<UploadItem>) => {
    if (mounted.current) setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(async () => {
    if (running.current || productId === null) return;
    running.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        const { key, file } = next;
        patch(key, { state: "uploading", progress: 0 });
        try {
          const answer = await uploadImage(productId, file, (progress) => patch(key, { progress }));
          patch(key, { state: "done", progress: 1 });
          if (mounted.current) latest.current(answer.images);
        } catch (error) {
          patch(key, { state: "failed", problem: uploadProblem(error), error });
        }
      }
    } finally {
      running.current = false;
    }
  }, [productId, patch]);

  const add = useCallback(
    (files: Iterable<File>) => {
      const added: UploadItem[] = [];
      for (const file of files) {
        const key = nextKey.current++;
        const problem = problemBeforeUpload(file);
        if (problem) {
          added.push({ key, name: file.name, state: "failed", progress: 0, problem });
        } else {
          added.push({ key, name: file.name, state: "waiting", progress: 0 });
          queue.current.push({ key, file });
        }
      }
      if (!added.length) return;
      // Finished rows of earlier batches go; failed ones stay until dismissed so their message can be read.
      setItems((all) => [...all.filter((item) => item.state !== "done"), ...added]);
      void run();
    },
    [run],
  );

  const dismiss = useCallback((key: number) => setItems((all) => all.filter((item) => item.key !== key)), []);

  return { items, add, dismiss, busy: items.some((item) => item.state === "waiting" || item.state === "uploading") };
}
