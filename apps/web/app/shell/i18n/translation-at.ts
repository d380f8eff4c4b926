/** The text at a dotted key ("auth.passwordRules.length") of a translation file's tree, or undefined (tests). */
export function translationAt(tree: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}
