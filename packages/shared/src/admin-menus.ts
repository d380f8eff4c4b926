import { z } from "zod";
import { adminTranslatedText, mediaPathField } from "./admin-categories";
import { safeText } from "./safe-text";

/**
 * Wire shapes of the back office's menu editor (issue 13, the SPEC 2/3 main menu): POST /api/v1/admin/menus/
 * list|save. The whole tree is saved at once.
 */

/** Levels of the menu: top items, their sub-menus, and one level under those. */
export const MAX_MENU_DEPTH = 3;
export const MAX_MENU_ITEMS = 200;

export const adminMenuTypes = ["sub", "link", "extLink"] as const;
export type AdminMenuType = (typeof adminMenuTypes)[number];

/** A path of this shop: starts with one "/" (never "//", another host), no spaces or backslashes. */
export const INTERNAL_PATH = /^\/(?![/\\])[^\s\\]*$/;
/** An external link: https only (no javascript:, data: or plain http), a host, no spaces. */
export const EXTERNAL_URL = /^https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:[/?#][^\s]*)?$/;

export interface AdminMenuItem {
  title: { en: string; fr?: string; ar?: string };
  type: AdminMenuType;
  /** link: an internal path; extLink: an https URL; sub: an internal path or null. */
  path: string | null;
  newTab: boolean;
  megaMenu: boolean;
  /** A badge ("new") shows when set. */
  badgeText: string | null;
  image: string | null;
  children: AdminMenuItem[];
}

const itemFields = z.object({
  title: adminTranslatedText(60),
  type: z.enum(adminMenuTypes),
  path: safeText().trim().max(500).nullable(),
  newTab: z.boolean().optional().default(false),
  megaMenu: z.boolean().optional().default(false),
  badgeText: safeText().trim().min(1).max(20).nullable().optional().default(null),
  image: mediaPathField.optional().default(null),
});

type ItemInput = z.input<typeof itemFields> & { children?: ItemInput[] };

export const adminMenuItemSchema: z.ZodType<AdminMenuItem, ItemInput> = z.lazy(() =>
  itemFields
    .extend({ children: z.array(adminMenuItemSchema).max(MAX_MENU_ITEMS).optional().default([]) })
    .superRefine((item, ctx) => {
      if (item.type === "link" && !(item.path && INTERNAL_PATH.test(item.path)))
        ctx.addIssue({ code: "custom", path: ["path"], message: "A link needs a path of this shop starting with /" });
      if (item.type === "extLink" && !(item.path && EXTERNAL_URL.test(item.path)))
        ctx.addIssue({ code: "custom", path: ["path"], message: "An external link needs an https:// address" });
      if (item.type === "sub" && item.path !== null && !INTERNAL_PATH.test(item.path))
        ctx.addIssue({ code: "custom", path: ["path"], message: "A sub-menu's path must start with /" });
      if (item.type !== "sub" && item.children.length)
        ctx.addIssue({ code: "custom", path: ["children"], message: "Only a sub-menu has items under it" });
    }),
);

const depthOf = (items: AdminMenuItem[]): number =>
  items.length ? 1 + Math.max(...items.map((i) => depthOf(i.children))) : 0;
const countOf = (items: AdminMenuItem[]): number => items.reduce((n, i) => n + 1 + countOf(i.children), 0);

export const adminMenuSaveRequestSchema = z
  .object({ items: z.array(adminMenuItemSchema).max(MAX_MENU_ITEMS) })
  .superRefine((menu, ctx) => {
    if (depthOf(menu.items) > MAX_MENU_DEPTH)
      ctx.addIssue({ code: "custom", path: ["items"], message: `At most ${MAX_MENU_DEPTH} levels of menu` });
    if (countOf(menu.items) > MAX_MENU_ITEMS)
      ctx.addIssue({ code: "custom", path: ["items"], message: `At most ${MAX_MENU_ITEMS} menu items` });
  });
export type AdminMenuSaveRequest = z.input<typeof adminMenuSaveRequestSchema>;

const adminMenuItemOutSchema: z.ZodType<AdminMenuItem> = z.lazy(() =>
  z.object({
    title: z.object({ en: z.string(), fr: z.string().optional(), ar: z.string().optional() }),
    type: z.enum(adminMenuTypes),
    path: z.string().nullable(),
    newTab: z.boolean(),
    megaMenu: z.boolean(),
    badgeText: z.string().nullable(),
    image: z.string().nullable(),
    children: z.array(adminMenuItemOutSchema),
  }),
);

export const adminMenuResponseSchema = z.object({ items: z.array(adminMenuItemOutSchema) });
export type AdminMenuResponse = z.infer<typeof adminMenuResponseSchema>;

export const adminMenuListRequestSchema = z.object({}).optional().default({});
