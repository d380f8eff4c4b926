import { createRequire } from "node:module";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { createPasswordRule } from "./password-rule";

export * from "./password-rule";

/**
 * The server's password rule: the common and the English dictionaries (about 1.7 MB; never in the browser). They
 * are loaded at the first check, not with the server: importing them took ~100 ms of every start (issue 17), for
 * a rule that runs at registrations and password changes only.
 */
const load = createRequire(import.meta.url);
let factory: ZxcvbnFactory | undefined;
const zxcvbn = () => {
  if (!factory) {
    const core: typeof import("@zxcvbn-ts/core") = load("@zxcvbn-ts/core");
    const common: typeof import("@zxcvbn-ts/language-common") = load("@zxcvbn-ts/language-common");
    const en: typeof import("@zxcvbn-ts/language-en") = load("@zxcvbn-ts/language-en");
    factory = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  }
  return factory;
};

export const passwordProblem = createPasswordRule(zxcvbn);

/** Builds the dictionaries now, so that the first registration does not wait for them. */
export function warmPasswordStrength(): void {
  zxcvbn();
}
