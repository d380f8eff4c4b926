import type { TestProject } from "vitest/node";
import { type DbTemplates, makeTemplates } from "./support/db-templates";

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

/** Once per run, before any API test file: the template databases (support/db-templates.ts). */
export default async function setup(project: TestProject) {
  const { templates, drop } = await makeTemplates(process.env.DATABASE_URL);
  project.provide("dbTemplates", templates);
  return drop;
}
