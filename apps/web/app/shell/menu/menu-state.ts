/**
 * Which sub-menu is open, as a dotted path of indexes ("2", "2.1"); opening a nested one keeps its
 * parents open, opening a sibling closes the others.
 */
export type OpenPath = string | null;

export function isOpen(openPath: OpenPath, id: string): boolean {
  return openPath !== null && (openPath === id || openPath.startsWith(`${id}.`));
}

export function parentOf(id: string): OpenPath {
  const cut = id.lastIndexOf(".");
  return cut < 0 ? null : id.slice(0, cut);
}

/** SPEC 4: a menu item's active (open) flag toggles on click. */
export function toggle(openPath: OpenPath, id: string): OpenPath {
  return isOpen(openPath, id) ? parentOf(id) : id;
}
