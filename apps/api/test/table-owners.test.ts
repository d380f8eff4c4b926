import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Each table has one owning module (docs/architecture.md "The API's modules"): only files of that module name it
// in SQL or import its drizzle table. Others use the owner's service or its declared *.sql.ts. Tests are exempt.
const src = fileURLToPath(new URL("../src/", import.meta.url));

const owners: Record<string, string> = {
  users: "users",
  user_tokens: "users",
  login_throttle: "users",
  revoked_tokens: "users",
  user_two_step: "users",
  user_recovery_codes: "users",
  two_step_challenges: "users",
  categories: "catalogue",
  products: "catalogue",
  product_translations: "catalogue",
  product_search: "catalogue",
  product_stock: "catalogue",
  catalogue_stock_marks: "catalogue",
  product_admin_search: "catalogue",
  search_bands: "catalogue",
  category_facet_counts: "catalogue",
  product_reviews: "reviews",
  review_images: "reviews",
  newsletter_subscribers: "newsletter",
  newsletter_tokens: "newsletter",
  newsletter_campaigns: "newsletter",
  contact_messages: "contact",
  contact_replies: "contact",
  content_pages: "content",
  lookbook_looks: "content",
  lookbook_hotspots: "content",
  skus: "catalogue",
  product_images: "catalogue",
  product_slug_redirects: "catalogue",
  stock_movements: "catalogue",
  sku_sales: "catalogue",
  audit_log: "audit",
  rate_limit_hits: "lib",
  outbox: "mail",
  mail_messages: "mail",
  cart_items: "cart",
  wishlist_items: "wishlist",
  addresses: "addresses",
  orders: "ordering",
  order_lines: "ordering",
  order_events: "ordering",
  order_notes: "ordering",
  order_refunds: "ordering",
  order_refund_lines: "ordering",
  idempotency_keys: "ordering",
  payment_events: "ordering",
  slot_bookings: "ordering",
  discount_codes: "ordering",
  discount_redemptions: "ordering",
  stock_alerts: "catalogue",
  menu_items: "home",
  settings: "settings",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** "ordering" for modules/ordering/..., "lib" for lib/..., else the folder (db, plugins...). */
function areaOf(file: string): string {
  const parts = relative(src, file).split("/");
  return parts[0] === "modules" ? (parts[1] ?? "") : (parts[0] ?? "");
}

/** The drizzle tables of db/tables/*.ts: exported name -> SQL name. */
function drizzleTables(): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of sourceFiles(join(src, "db/tables"))) {
    for (const m of readFileSync(file, "utf8").matchAll(/export const (\w+) = pgTable\(\s*"(\w+)"/g)) {
      tables.set(m[1] ?? "", m[2] ?? "");
    }
  }
  return tables;
}

/** Tables a file names in SQL text or imports from db/schema. */
function tablesUsedBy(text: string, tables: Map<string, string>): Set<string> {
  const used = new Set<string>();
  for (const table of Object.keys(owners)) {
    if (new RegExp(`\\b(from|join|into|update)\\s+${table}\\b`, "i").test(text)) used.add(table);
  }
  for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"[./]+db\/schema"/g)) {
    for (const name of (m[1] ?? "").split(",").map((n) => n.replace(/^\s*type\s+/, "").trim())) {
      const table = tables.get(name);
      if (table) used.add(table);
    }
  }
  return used;
}

describe("table owners", () => {
  const tables = drizzleTables();

  it("every table of db/tables has an owner", () => {
    expect([...tables.values()].filter((t) => !owners[t])).toEqual([]);
    expect(Object.keys(owners).filter((t) => ![...tables.values()].includes(t))).toEqual([]);
  });

  it("finds a table named in SQL and one imported from db/schema", () => {
    const text = 'import { orderLines, type I18nText } from "../../db/schema";\nsql`update skus set stock = 0`';
    expect([...tablesUsedBy(text, tables)].sort()).toEqual(["order_lines", "skus"]);
  });

  it("no module names another module's table", () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(src)) {
      const area = areaOf(file);
      if (area === "db") continue;
      for (const table of tablesUsedBy(readFileSync(file, "utf8"), tables)) {
        if (owners[table] !== area) crossings.push(`${relative(src, file)} -> ${table} (${owners[table]})`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
