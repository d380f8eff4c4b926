import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as zxcvbnCommon from "@zxcvbn-ts/language-common";
import { createPasswordRule } from "./password-rule";

/**
 * The browser's password rule: the same rule with the common dictionaries only (common passwords and diceware
 * words; the English words and names would triple the download). A password it lets through may still be
 * refused by the server's check, which shows on the field.
 */
let factory: ZxcvbnFactory | undefined;
const zxcvbn = () => {
  factory ??= new ZxcvbnFactory({ dictionary: zxcvbnCommon.dictionary, graphs: zxcvbnCommon.adjacencyGraphs });
  return factory;
};

export const passwordProblem = createPasswordRule(zxcvbn);
