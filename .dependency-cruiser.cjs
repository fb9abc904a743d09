/** The import rules of DESIGN.md, checked in CI (`pnpm depcruise`). */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import cycle makes load order matter and the layers unreadable; a cycle of type imports too.",
      from: { path: "^packages/[^/]+/src" },
      to: { circular: true },
    },
    {
      name: "core-no-node-builtins",
      severity: "error",
      comment: "Core runs in Node, browsers, edge runtimes and SQL engines' JavaScript UDFs: no Node built-in.",
      from: { path: "^packages/core/src" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "core-no-packages",
      severity: "error",
      comment: "Core's bundle imports no package at run time (types only).",
      from: { path: "^packages/core/src" },
      to: { dependencyTypes: ["npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg", "npm-unknown"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "rules-no-locate-or-formatters",
      severity: "error",
      comment: "Rules report at nodes; placing findings in text and printing them is the engine's and the CLI's job.",
      from: { path: "^packages/core/src/dialects/[^/]+/rules/" },
      to: { path: ["^packages/core/src/locate/", "^packages/cli/src/formatters/"] },
    },
    {
      name: "dialect-not-another-dialect",
      severity: "error",
      comment: "A dialect never imports another; what they share lives in model/ or engine/.",
      from: { path: "^packages/core/src/dialects/([^/]+)/" },
      to: { path: "^packages/core/src/dialects/([^/]+)/", pathNot: "^packages/core/src/dialects/$1/" },
    },
    {
      name: "layers-below-the-engine",
      severity: "error",
      comment: "The model, locating and the sources are what the engine builds on: they never import it.",
      from: { path: "^packages/core/src/(model|locate|sources)/" },
      to: { path: "^packages/core/src/engine/" },
    },
    {
      name: "engine-not-dialects",
      severity: "error",
      comment: "The engine knows dialects only through the Dialect interface; linter.ts (top level) composes them.",
      from: { path: "^packages/core/src/(engine|model|locate|fix|sources)/" },
      to: { path: "^packages/core/src/dialects/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|node_modules)/|\\.validate\\.js$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "types", "default"], extensions: [".ts", ".js", ".mjs"] },
  },
};
