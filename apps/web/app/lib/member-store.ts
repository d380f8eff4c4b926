import { isLanguage, type Language } from "@shop/shared/core";

/**
 * A member's list kept on the server (cart or wish list): the one copy every component reads, so counts,
 * drawer and pages change together. Every answer of the server replaces the whole list; a later change
 * wins over an earlier fetch still on its way.
 */
export type MemberStatus = "idle" | "loading" | "ready" | "error";

export interface MemberState<L> {
  status: MemberStatus;
  lines: readonly L[];
  /** Whose list this is (the session's subject); null when idle. */
  owner: string | null;
  /** The language of the product names in the lines. */
  lang: Language | null;
}

export interface MemberStore<L> {
  subscribe(listener: () => void): () => void;
  get(): MemberState<L>;
  /** The server render knows no member list. */
  getServer(): MemberState<L>;
  /** Fetches the list unless this owner's list in this language is there (or on its way); retries after an error. */
  ensure(owner: string, lang?: Language): Promise<void>;
  /** Fetches the list again (never rejects; a failure sets status "error" and keeps the lines). */
  refresh(owner: string, lang?: Language): Promise<void>;
  /** Stores a list the server returned (add, delete, addall). */
  set(owner: string, lines: readonly L[], lang?: Language): void;
  /** Forgets the list (logout). */
  reset(): void;
}

/** The page's language (the <html lang> the server rendered), for the product names in the answers. */
export function pageLanguage(): Language {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : "en";
}

export function createMemberStore<L>(fetchLines: (lang: Language) => Promise<readonly L[]>): MemberStore<L> {
  const idle: MemberState<L> = { status: "idle", lines: [], owner: null, lang: null };
  let state = idle;
  let version = 0;
  let inflight: { owner: string; lang: Language; promise: Promise<void> } | null = null;
  const listeners = new Set<() => void>();

  const update = (next: MemberState<L>) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const refresh = (owner: string, lang: Language = pageLanguage()): Promise<void> => {
    const mine = ++version;
    update({ status: "loading", lines: state.owner === owner ? state.lines : [], owner, lang });
    const promise = fetchLines(lang).then(
      (lines) => {
        if (mine === version) update({ status: "ready", lines, owner, lang });
      },
      () => {
        if (mine === version) update({ ...state, status: "error" });
      },
    );
    inflight = { owner, lang, promise };
    return promise.finally(() => {
      if (inflight?.promise === promise) inflight = null;
    });
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => state,
    getServer: () => idle,
    ensure(owner, lang = pageLanguage()) {
      if (inflight?.owner === owner && inflight.lang === lang) return inflight.promise;
      const current = state.owner === owner && state.lang === lang;
      if (current && (state.status === "ready" || state.status === "loading")) return Promise.resolve();
      return refresh(owner, lang);
    },
    refresh,
    set(owner, lines, lang = pageLanguage()) {
      version++;
      inflight = null;
      update({ status: "ready", lines, owner, lang });
    },
    reset() {
      version++;
      inflight = null;
      if (state !== idle) update(idle);
    },
  };
}
