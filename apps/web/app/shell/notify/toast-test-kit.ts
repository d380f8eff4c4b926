import { loadSonner, toasterMounted } from "./toaster-store";

/** What a toast says, and whether it is an info or a success toast. */
export interface ShownToast {
  kind: string;
  text: string;
}

const seen = new Set<string | number>();

/**
 * For unit tests of features that notify: the toasts shown since the last call, read from sonner's own history
 * (the real notify.ts and toaster, no mock). The first call stands in for the mounted toaster; call it in a
 * beforeEach so that a test sees only its own toasts.
 */
export async function newToasts(): Promise<ShownToast[]> {
  toasterMounted();
  const { toast } = await loadSonner();
  // notify.ts hands a message to sonner once the toaster is there: a turn of the event loop later.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const fresh = toast.getHistory().filter((item) => !seen.has(item.id));
  for (const item of fresh) seen.add(item.id);
  return fresh.flatMap((item) =>
    "title" in item ? [{ kind: String(item.type ?? "default"), text: String(item.title) }] : [],
  );
}
