import { z } from "zod";

/** SPEC 3 menu item. Titles arrive already translated for the requested language. */
export const menuTypeSchema = z.enum(["sub", "link", "extLink", "extTabLink"]);
export type MenuType = z.infer<typeof menuTypeSchema>;

export interface MenuItem {
  title: string;
  type: MenuType;
  path?: string;
  active: boolean;
  megaMenu: boolean;
  badge: boolean;
  badgeText?: string;
  image?: string;
  children?: MenuItem[];
}

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    title: z.string(),
    type: menuTypeSchema,
    path: z.string().optional(),
    active: z.boolean(),
    megaMenu: z.boolean(),
    badge: z.boolean(),
    badgeText: z.string().optional(),
    image: z.string().optional(),
    children: z.array(menuItemSchema).optional(),
  }),
);

export const menusResponseSchema = z.object({ manus: z.array(menuItemSchema) });
export type MenusResponse = z.infer<typeof menusResponseSchema>;
