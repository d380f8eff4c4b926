// Deep-merges a fragment { en: {...}, fr: {...}, ar: {...} } into apps/web/public/assets/i18n/<lang>.json.
// Usage: node scripts/i18n-merge.mjs fragment.json   (keys must be the same in the three languages)
import { readFileSync, writeFileSync } from "node:fs";

const dir = new URL("../apps/web/public/assets/i18n/", import.meta.url);
const fragment = JSON.parse(readFileSync(process.argv[2], "utf8"));

function keys(obj, prefix = "") {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
function merge(target, source) {
  for (const [k, v] of Object.entries(source)) {
    if (v && typeof v === "object" && !Array.isArray(v)) target[k] = merge(target[k] ?? {}, v);
    else target[k] = v;
  }
  return target;
}

const langs = ["en", "fr", "ar"];
const expected = keys(fragment.en ?? {})
  .sort()
  .join("\n");
for (const lang of langs) {
  if (
    keys(fragment[lang] ?? {})
      .sort()
      .join("\n") !== expected
  ) {
    console.error(`The fragment's ${lang} keys differ from its en keys`);
    process.exit(1);
  }
}
for (const lang of langs) {
  const file = new URL(`${lang}.json`, dir);
  const merged = merge(JSON.parse(readFileSync(file, "utf8")), fragment[lang]);
  writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
}
console.log(`Merged ${expected.split("\n").length} keys into ${langs.join(", ")}`);
