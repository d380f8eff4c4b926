import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * A feature's index.ts lists its public API (docs/architecture.md), and other features and the shell import
 * only through it. In the build, each such import is rewritten to the module that defines the name, as if
 * written directly: Rollup adds every static dependency of a shell module to the shell chunk, so an import
 * of the header's cart link through the cart's index would otherwise drag every module that the index
 * names (and that some page uses) into the first load.
 */
const featureIndex = /[\\/]app[\\/]features[\\/][^\\/]+[\\/]index(\.server)?\.ts$/;
const appModule = /[\\/]apps[\\/]web[\\/]app[\\/][^?]*\.tsx?$/;
const namedImport = /import\s*\{([^}]*)\}\s*from\s*(["'])(\.[^"']*)\2;?/g;
const namedReexport = /export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["'](\.[^"']*)["']/g;

/** Exported name -> [module path relative to the index, name in that module]. */
function readIndex(file: string): Map<string, [string, string]> {
  const names = new Map<string, [string, string]>();
  for (const [, list, source] of readFileSync(file, "utf8").matchAll(namedReexport)) {
    for (const entry of list!.split(",")) {
      const [local, exported = local] = entry.trim().split(/\s+as\s+/);
      if (local) names.set(exported!, [source!, local]);
    }
  }
  return names;
}

function indexFile(importer: string, spec: string): string | null {
  const target = resolve(dirname(importer), spec);
  for (const file of [`${target}.ts`, `${target}/index.ts`]) {
    if (featureIndex.test(file)) {
      try {
        readFileSync(file);
        return file;
      } catch {}
    }
  }
  return null;
}

/** `import { a, b as c } from "../cart"` -> one import per defining module; null when not a feature index. */
function direct(importer: string, list: string, quote: string, spec: string): string | null {
  const file = indexFile(importer, spec);
  if (!file) return null;
  const names = readIndex(file);
  const bySource = new Map<string, string[]>();
  for (const entry of list.split(",")) {
    const typeOnly = /^\s*type\s+/.test(entry);
    const [imported, local = imported] = entry
      .replace(/^\s*type\s+/, "")
      .trim()
      .split(/\s+as\s+/);
    if (!imported) continue;
    const found = names.get(imported);
    if (!found) throw new Error(`${importer}: ${imported} is not named in ${file}`);
    const [source, name] = found;
    const path = `${spec.replace(/\/index(\.server)?$/, "")}/${source.replace(/^\.\//, "")}`;
    const taken = `${typeOnly ? "type " : ""}${name === local ? name : `${name} as ${local}`}`;
    bySource.set(path, [...(bySource.get(path) ?? []), taken]);
  }
  return [...bySource]
    .map(([path, taken]) => `import { ${taken.join(", ")} } from ${quote}${path}${quote};`)
    .join("\n");
}

export function directFeatureImports(): Plugin {
  return {
    name: "bustan:direct-feature-imports",
    enforce: "pre",
    transform(code, id) {
      if (!appModule.test(id) || featureIndex.test(id)) return null;
      let changed = false;
      const out = code.replace(namedImport, (statement, list: string, quote: string, spec: string) => {
        const rewritten = direct(id.split("?")[0]!, list, quote, spec);
        if (rewritten === null) return statement;
        changed = true;
        return rewritten;
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
