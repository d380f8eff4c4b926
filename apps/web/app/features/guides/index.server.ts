export type { GuideData, GuidesData } from "./guides-data.server";
export { loadGuide, loadGuides } from "./guides-data.server";
