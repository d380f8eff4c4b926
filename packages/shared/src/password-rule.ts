import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { PASSWORD_MAX, PASSWORD_MIN } from "./account";
import { isCommonPassword } from "./common-passwords";

/**
 * The new-password rule (DESIGN "field rules"), one function for the server and the web forms, over the zxcvbn
 * dictionaries the caller gives it: the server checks with the common and English dictionaries
 * (password-strength.ts, about 1.7 MB), the browser with the common ones only (password-strength-web.ts, a third
 * of that) and the server has the last word. Neither is exported from the package's index.
 */

/** Why a password is refused; the web shows validation.password.<problem>. */
export const passwordProblems = ["tooShort", "tooLong", "common", "personal", "guessable"] as const;
export type PasswordProblem = (typeof passwordProblems)[number];

/** The least zxcvbn score (0-4) accepted: 3 is "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

/** English fallbacks of the problems (the server's errorDesc). */
export const passwordProblemMessages: Record<PasswordProblem, string> = {
  tooShort: `The password needs at least ${PASSWORD_MIN} characters`,
  tooLong: `The password can be at most ${PASSWORD_MAX} characters`,
  common: "This password is too common; choose another",
  personal: "The password must not contain your e-mail address or your name",
  guessable: "This password is too easy to guess; add more words, or make it longer and less predictable",
};

export interface PasswordOwner {
  email?: string | null;
  name?: string | null;
}

/** The owner's words a password must not contain: the e-mail, its local part, the name and its longer words. */
function personalWords({ email, name }: PasswordOwner): string[] {
  const words = new Set<string>();
  const add = (word: string | null | undefined, least: number) => {
    const w = word?.trim().toLowerCase();
    if (w && w.length >= least) words.add(w);
  };
  add(email, 1);
  add(email?.split("@")[0], 3);
  add(name, 3);
  for (const part of name?.split(/[\s.,'-]+/) ?? []) add(part, 4);
  for (const part of email?.split("@")[0]?.split(/[._+-]+/) ?? []) add(part, 4);
  return [...words];
}

/** The rule over the dictionaries of `zxcvbn` (built on first use: ranking them takes a few hundred ms). */
export function createPasswordRule(zxcvbn: () => ZxcvbnFactory) {
  /** Null when the password may be used, else the first rule it breaks. */
  return function passwordProblem(password: string, owner: PasswordOwner = {}): PasswordProblem | null {
    if (password.length < PASSWORD_MIN) return "tooShort";
    if (password.length > PASSWORD_MAX) return "tooLong";
    if (isCommonPassword(password)) return "common";
    const lower = password.toLowerCase();
    const personal = personalWords(owner);
    if (personal.some((word) => lower.includes(word))) return "personal";
    if (zxcvbn().check(password, personal).score < MIN_PASSWORD_SCORE) return "guessable";
    return null;
  };
}
