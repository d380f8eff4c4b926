import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as zxcvbnCommon from "@zxcvbn-ts/language-common";
import * as zxcvbnEn from "@zxcvbn-ts/language-en";
import { createPasswordRule } from "./password-rule";

export * from "./password-rule";

/** The server's password rule: the common and the English dictionaries (about 1.7 MB; never in the browser). */
let factory: ZxcvbnFactory | undefined;
const zxcvbn = () => {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEn.translations,
  });
  return factory;
};

export const passwordProblem = createPasswordRule(zxcvbn);

/** Builds the dictionaries now, so that the first registration does not wait for them. */
export function warmPasswordStrength(): void {
  zxcvbn();
}
