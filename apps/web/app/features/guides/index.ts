export { GuideMarkdown } from "./guide-markdown";
export { guideMeta, guidesMeta } from "./guide-meta";
export { GuideArticle, GuideListPage } from "./guide-pages";
