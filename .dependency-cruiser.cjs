/**
 * Module boundaries (docs/architecture.md), checked by `npm run lint` (`depcruise`). Each rule is one entry of
 * `forbidden`, grouped by app: add the rules of another app as further entries, and its folder to the
 * `depcruise` command of the "lint" script. The test apps/web/app/boundaries.test.ts shows the web rules
 * failing on a planted violation (apps/web/test-fixtures/boundaries/).
 */

/**
 * Web app (apps/web/app): features/<name>/ are shopper features; shell/ (the page frame), lib/ and ui/ sit under
 * them, and lib/ and ui/ under the shell.
 */
const web = "^apps/web/app/";
const featureIndex = `${web}features/[^/]+/index(\\.server)?\\.ts$`;
const testKit = `${web}features/[^/]+/[^/]*test-kit\\.ts$`;

const webRules = [
  {
    name: "web-feature-uses-other-feature-index",
    comment:
      "A feature uses another feature only through that feature's index.ts (index.server.ts for server-only " +
      "loaders): its public API. Tests may also use another feature's test kit.",
    severity: "error",
    from: { path: `${web}features/([^/]+)/` },
    to: { path: `${web}features/`, pathNot: [`${web}features/$1/`, featureIndex, testKit] },
  },
  {
    name: "web-no-feature-cycles",
    comment:
      "Features form a hierarchy: a feature that uses another is never used by it, directly or through others " +
      "(tests too). A piece both need moves down (ui/, lib/, a lower feature), or the route passes it in.",
    severity: "error",
    from: { path: `${web}features/` },
    to: { circular: true },
  },
  {
    name: "web-outside-uses-feature-index",
    comment:
      "Routes, the root and the shell reach a feature only through its index.ts / index.server.ts. In the " +
      "build each such import points at the defining module again (apps/web/scripts/direct-feature-imports.ts), " +
      "so lazy pages stay out of the first load.",
    severity: "error",
    from: { path: web, pathNot: `${web}features/` },
    to: { path: `${web}features/`, pathNot: featureIndex },
  },
  {
    name: "web-frame-does-not-use-features",
    comment:
      "shell/, lib/ and ui/ sit under the features and never import them. The one exception is the page " +
      "frame, shell/layout/: it mounts what the header and footer show of a feature (cart link and drawer, " +
      "account menu, search overlay, wish-list link, newsletter block), through their index.ts.",
    severity: "error",
    from: { path: `${web}(shell|lib|ui)/`, pathNot: `${web}shell/layout/` },
    to: { path: `${web}features/` },
  },
  {
    name: "web-lib-ui-below-shell",
    comment: "lib/ (API client, config, stores) and ui/ (presentational parts) know nothing of the shell.",
    severity: "error",
    from: { path: `${web}(lib|ui)/` },
    to: { path: `${web}shell/` },
  },
  {
    name: "web-test-kits-only-in-tests",
    comment: "A feature's test kit (fakes for its tests) is test support: no production module imports it.",
    severity: "error",
    from: { pathNot: "\\.test\\.tsx?$" },
    to: { path: testKit },
  },
];

/**
 * API (apps/api/src): a module (modules/<name>/) owns its tables and uses another module only through that
 * module's service (or its declared read model and embedded statements, *.sql.ts). The test
 * apps/api/test/boundaries.test.ts shows the rules failing on a planted violation (apps/api/test/fixtures/boundaries/).
 */
const api = "^apps/api/src/";
const apiRules = [
  {
    name: "api-module-uses-other-module-service",
    comment:
      "A module reaches another module only through its service (or its *.sql.ts read model), never its repo, " +
      "routes or http file. Tests are exempt: they may read any table to check what happened.",
    severity: "error",
    from: { path: `${api}modules/([^/]+)/`, pathNot: "\\.test\\.ts$" },
    to: { path: `${api}modules/[^/]+/[^/]*\\.(repo|routes|http)\\.ts$`, pathNot: `${api}modules/$1/` },
  },
  {
    name: "api-no-test-support-in-production",
    comment: "Production code never imports the test support of apps/api/test (the build refuses it too).",
    severity: "error",
    from: { path: api, pathNot: "\\.test\\.ts$" },
    to: { path: "^apps/api/test/" },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [...webRules, ...apiRules],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)build/", "(^|/)\\.react-router/"] },
    // Type-only imports cross boundaries too.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
