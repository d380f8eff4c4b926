import {
  adminMenuListRequestSchema,
  adminMenuResponseSchema,
  adminMenuSaveRequestSchema,
  requestEnvelope,
  successEnvelope,
} from "@shop/shared";
import { type ModulePlugin, noStore } from "../../lib/reply";
import type { MenuEditor } from "./home.admin.service";

const tags = ["back office"];
const security = [{ bearerAuth: [] }];
const menuAnswer = { 200: successEnvelope(adminMenuResponseSchema) };

/** The back office's menu editor (catalogue area): role checked on request, before the body is read. */
export const adminMenuRoutes: ModulePlugin<{ menus: MenuEditor }> = async (app, { menus }) => {
  app.post(
    "/api/v1/admin/menus/list",
    {
      onRequest: app.requireAccess("catalogue", "view"),
      schema: {
        tags,
        security,
        summary: "The main menu as the editor shows it: titles in en, fr and ar, sub-menus, links, badges",
        body: requestEnvelope(adminMenuListRequestSchema),
        response: menuAnswer,
      },
    },
    async (_request, reply) => noStore(reply, await menus.list()),
  );

  app.post(
    "/api/v1/admin/menus/save",
    {
      onRequest: app.requireAccess("catalogue", "edit"),
      schema: {
        tags,
        security,
        summary: "Replace the whole main menu at once (at most 3 levels; shop paths start with /, links https://)",
        body: requestEnvelope(adminMenuSaveRequestSchema),
        response: menuAnswer,
      },
    },
    async (request, reply) =>
      noStore(reply, await menus.save(request.authUser!, request.body.payload.requestPayload.items)),
  );
};
