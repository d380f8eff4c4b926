import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { menuItems } from "../../db/schema";

export function listMenuItems(db: Db) {
  return db.select().from(menuItems).orderBy(asc(menuItems.parentId), asc(menuItems.position), asc(menuItems.id));
}
