#!/usr/bin/env node
// Scaffolds a rule of a dialect: its file (the reporting API: visitors, `report({ messageId, at, data, hint })`,
// hints and the specification's row in meta), its fixture folders with one valid and one invalid case, then
// re-registers every rule of the dialect in packages/core/src/dialects/<dialect>/rules/index.ts.
// Usage: npx pnpm@12.4.2 new-rule <rule-id> [--dialect <id>] [--category api|risk]   (--dialect defaults to anthropic)
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dialectsDir = join(root, "packages/core/src/dialects");

/** `tool-use-missing-result` → `toolUseMissingResult` */
const identifier = (id) => id.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

const rulesDirOf = (dialect) => join(dialectsDir, dialect, "rules");

/** Rewrites a dialect's registry from the files in its folder, so it can never miss one. */
export function writeRegistry(dialect = "anthropic") {
  const rulesDir = rulesDirOf(dialect);
  const ids = readdirSync(rulesDir)
    .filter((f) => f.endsWith(".ts") && f !== "index.ts")
    .map((f) => f.slice(0, -3))
    .sort();
  const lines = [
    "/** Every rule, in the order they run. A test checks that each file in this folder is listed here. */",
    ...ids.map((id) => `import ${identifier(id)} from "./${id}.js";`),
    "",
    'import type { Rule } from "../../../types.js";',
    'import type { Model } from "../create-rule.js";',
    "",
    "export const rules: readonly Rule<Model>[] = [",
    ...ids.map((id) => `  ${identifier(id)},`),
    "];",
    "",
  ];
  writeFileSync(join(rulesDir, "index.ts"), lines.join("\n"));
}

/** The rule file: meta with a message, a hint and the specification's row to fill in, and a visitor to write. */
export function ruleSource(id, dialect, category) {
  const spec = dialect === "anthropic" ? "TODO: the row of api-rules.md, as #N" : `providers.md ${dialect} §3`;
  return `import { createRule } from "../create-rule.js";

export default createRule("${id}", {
  meta: {
    description: "TODO: one sentence, what the rule reports.",
    category: "${category}",
    recommended: true,
    spec: "${spec}",
    // The provider's text, verbatim, with {{path}} for its path prefix and {{name}}s filled from the report's data.
    messages: { problem: "{{path}}: TODO" },
    // The real cause, where the provider's text misleads: templates filled from the same data, one per case.
    hints: { cause: "TODO" },
    // The specification's row, how the rule decides it offline, and the provider's older wordings (\`texts\`).
    api: { row: "TODO", area: "TODO", status: "C", reason: "TODO" },
  },
  visit: {
    // Visitors of the nodes the dialect's walk visits (\`message\`, \`block:<type>\`, …), or \`request\`, once per request.
    request(context) {
      // Report at a node of the model, or below one: context.report({ messageId: "problem", at: context.at(node, "field"), hint: "cause" });
      void context;
    },
  },
});
`;
}

function main() {
  const [id, ...rest] = process.argv.slice(2);
  const option = (name) => (rest.includes(name) ? rest[rest.indexOf(name) + 1] : undefined);
  if (!id || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id)) {
    console.error("usage: new-rule <rule-id> [--dialect <id>] [--category api|risk]   (ids are kebab-case, as the specification names them)");
    process.exit(2);
  }
  const dialect = option("--dialect") ?? "anthropic";
  const rulesDir = rulesDirOf(dialect);
  if (!existsSync(rulesDir)) {
    const known = readdirSync(dialectsDir, { withFileTypes: true }).filter((entry) => existsSync(rulesDirOf(entry.name)));
    console.error(`No dialect "${dialect}" with a rules folder. Known: ${known.map((entry) => entry.name).join(", ")}`);
    process.exit(2);
  }
  const category = option("--category") === "risk" ? "risk" : "api";
  const ruleFile = join(rulesDir, `${id}.ts`);
  if (existsSync(ruleFile)) {
    console.error(`${id} exists already: ${ruleFile}`);
    process.exit(1);
  }
  writeFileSync(ruleFile, ruleSource(id, dialect, category));
  const request = { model: "TODO", max_tokens: 1024, messages: [{ role: "user", content: "Hello" }] };
  for (const kind of ["valid", "invalid"]) {
    const dir = join(root, "fixtures", id, kind);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "todo.json"), JSON.stringify(request, null, 2) + "\n");
    // A body of another format may read as the first dialect's: the case names its dialect.
    if (dialect !== "anthropic") writeFileSync(join(dir, "todo.options.json"), JSON.stringify({ settings: { dialect } }, null, 2) + "\n");
  }
  writeFileSync(join(root, "fixtures", id, "invalid", "todo.errors.json"), "[]\n");
  writeRegistry(dialect);
  console.log(`Created packages/core/src/dialects/${dialect}/rules/${id}.ts, fixtures/${id}/{valid,invalid}/todo.json.
Next: write the visitor, real fixtures (and <case>.errors.json), then run \`npx pnpm@12.4.2 run update\` to create
docs/rules/${id}.md, and fill in its sections. The tests fail until all of that is done.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
