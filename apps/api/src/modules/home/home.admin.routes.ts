import { adminMenuListRequestSchema, adminMenuResponseSchema, adminMenuSaveRequestSchema } from "@shop/shared";
import { adminPost } from "../../lib/admin-routes";
import type { ModulePlugin } from "../../lib/reply";
import type { MenuEditor } from "./home.admin.service";

/** The back office's menu editor (catalogue area): role checked on request, before the body is read. */
export const adminMenuRoutes: ModulePlugin<{ menus: MenuEditor }> = async (app, { menus }) => {
  adminPost(
    app,
    "/api/v1/admin/menus/list",
    {
      area: "catalogue",
      access: "view",
      summary: "The main menu as the editor shows it: titles in en, fr and ar, sub-menus, links, badges",
      payload: adminMenuListRequestSchema,
      response: adminMenuResponseSchema,
    },
    () => menus.list(),
  );

  adminPost(
    app,
    "/api/v1/admin/menus/save",
    {
      area: "catalogue",
      access: "edit",
      summary: "Replace the whole main menu at once (at most 3 levels; shop paths start with /, links https://)",
      payload: adminMenuSaveRequestSchema,
      response: adminMenuResponseSchema,
    },
    ({ items }, staff) => menus.save(staff, items),
  );
};
