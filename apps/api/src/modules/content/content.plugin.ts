import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import type { Storage } from "../../lib/storage/storage";
import type { RecordAudit } from "../audit/audit.service";
import { adminGuideRoutes } from "./content.admin.routes";
import { createGuideEditor } from "./content.admin.service";
import { lookbookRoutes } from "./content.lookbook.routes";
import { createLookbookService, type LookbookCatalogue } from "./content.lookbook.service";
import { pageRoutes } from "./content.pages.routes";
import { createPageEditor, createPageReader } from "./content.pages.service";
import { contentRoutes } from "./content.routes";
import { createContentService } from "./content.service";

export interface ContentDeps {
  db: Db;
  storage: Storage;
  catalogue: LookbookCatalogue;
  recordAudit: RecordAudit;
}

/**
 * The content module: care guides (issue 14), the information pages about, delivery, refund and FAQ (issue 15)
 * and the lookbook, each with its back-office editor. Answers the guides' reader (the sitemap lists them).
 */
export async function registerContent(app: FastifyInstance, { db, storage, catalogue, recordAudit }: ContentDeps) {
  const content = createContentService(db, storage.url);
  await app.register(contentRoutes, { content });
  await app.register(adminGuideRoutes, { guides: createGuideEditor(db, recordAudit, storage) });
  await app.register(pageRoutes, { reader: createPageReader(db), editor: createPageEditor(db, recordAudit) });
  await app.register(lookbookRoutes, { lookbook: createLookbookService(db, catalogue, recordAudit, storage) });
  return content;
}
