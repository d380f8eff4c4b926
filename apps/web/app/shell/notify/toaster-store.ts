/**
 * Sonner (about 10 KB gzip) is not part of the first load: the toaster mounts once the page is idle,
 * or at the first toast, whichever comes first. Toasts wait until it is mounted.
 */
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | null = null;
let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  return sonner;
}

export const toasterStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => wanted,
};

/** Asks for the toaster to be mounted (idempotent). */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Called by the toaster once it listens for toasts. */
export function toasterMounted(): void {
  markMounted();
}

/** Resolves with sonner's toast function once a toaster is there to show it. */
export async function toaster(): Promise<Sonner["toast"]> {
  requestToaster();
  const { toast } = await loadSonner();
  await mounted;
  return toast;
}
