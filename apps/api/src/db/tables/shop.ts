import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { I18nText } from "./catalogue";

/** What staff edit about the shop itself: the menu and the settings. */

/** SPEC 3 menu item; staff-editable, titles in every language. */
export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id"),
    position: integer("position").notNull().default(0),
    title: jsonb("title").$type<I18nText>().notNull(),
    type: text("type").notNull(),
    path: text("path"),
    megaMenu: boolean("mega_menu").notNull().default(false),
    badge: boolean("badge").notNull().default(false),
    badgeText: text("badge_text"),
    image: text("image"),
    /** An external link opens in a new tab when set. */
    newTab: boolean("new_tab").notNull().default(false),
  },
  (t) => [index("menu_items_parent_idx").on(t.parentId, t.position)],
);

/** Staff-editable shop settings, one JSON value per key. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
