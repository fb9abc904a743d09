/**
 * One ESLint rule per core rule, for `.json` and `.jsonc` files through @eslint/json (and the lines of JSONL
 * files) and for requests built in JavaScript and TypeScript. No rule logic: core decides.
 */
import { defaultLinter, DOCS_BASE_URL, type Diagnostic, type Linter, type Rule as CoreRule } from "@msglint/core";
import type { JSONRuleDefinition } from "@eslint/json";
import { fixerFor } from "./fixer.js";
import { readSettings } from "./settings.js";
import { codeVisitor, type CodeContext } from "./js/rule.js";
import { enableRule, findingsFor, type JsonSourceCode } from "./json/findings.js";

export type MessageIds = "finding" | "suggestion";
export type PluginRule = JSONRuleDefinition<{ MessageIds: MessageIds; RuleOptions: [] }>;

/** The fields of a text fixer the rules use; ESLint's `RuleTextEditor`. */

/**
 * JSON through the plugin's own language (the configs' choice) or @eslint/json's, JSONC through @eslint/json's;
 * JavaScript and TypeScript (any parser) for requests built in code.
 */
export const LANGUAGES = ["msglint/json", "json/json", "json/jsonc", "js/js"];

/** The core rule behind an ESLint rule id (`msglint/<id>`, or `<id>` under whatever prefix the plugin is registered). */
function coreRuleOf(eslintRuleId: string): CoreRule {
  const id = eslintRuleId.slice(eslintRuleId.lastIndexOf("/") + 1);
  const rule = defaultLinter().rule(id);
  if (!rule) throw new Error(`${eslintRuleId} is not a msglint rule`);
  return rule;
}

const defineRule = (rule: PluginRule): PluginRule => rule;

/**
 * What every rule does: take its core rule's findings in the file (a JSON document, a JSONL line, the requests
 * of Messages API calls in code) and report them. The meta here is the widest; `adaptRule` narrows it to one
 * core rule's.
 */
export const ruleTemplate = defineRule({
  // eslint-disable-next-line eslint-plugin/require-meta-default-options -- `schema: false` declares no options, none to default
  meta: {
    type: "problem",
    docs: {
      description: "disallow what one msglint rule reports (each rule's own description comes from core)",
      recommended: false,
      url: DOCS_BASE_URL,
    },
    fixable: "code",
    hasSuggestions: true,
    // Core rules take no options: `create` rejects any. `false`, not `[]`: with a schema ESLint builds ajv
    // and a validator per rule (about 50 ms of a run), to check options that are never there.
    schema: false,
    messages: {
      finding: "{{message}}",
      suggestion: "{{description}}",
    },
    languages: LANGUAGES,
  },
  create(context) {
    return createFor(coreRuleOf(context.id).meta, context, defaultLinter());
  },
});

type RuleContext = Parameters<PluginRule["create"]>[0];

/** A rule's listeners in one file, with the findings of `linter` (the plugin's). */
function createFor(meta: CoreRule["meta"], context: RuleContext, linter: Linter) {
  if (context.options.length > 0) throw new TypeError(`${context.id} takes no options`);
  const settings = readSettings(context.settings, linter);
  // A rule the configured platform does not enforce stays off, as core's presets leave it.
  if (!meta.targets.includes(targetOf(linter, meta.dialect, settings.target))) return {};
  if ((context.sourceCode.ast as { type: string }).type === "Program")
    return codeVisitor(context as unknown as CodeContext, meta, settings, linter) as never;
  const sourceCode = context.sourceCode as unknown as JsonSourceCode;
  enableRule(sourceCode, meta.id, (context.languageOptions as { allowTrailingCommas?: boolean } | undefined)?.allowTrailingCommas === true);
  return {
    Document() {
      const { text, diagnostics } = findingsFor(sourceCode, settings, meta.id, context.filename, linter);
      for (const diagnostic of diagnostics) {
        const { fix, suggestions } = diagnostic;
        context.report({
          loc: locationOf(diagnostic),
          messageId: "finding",
          data: { message: settings.hints && diagnostic.hint ? `${diagnostic.message}\n${diagnostic.hint}` : diagnostic.message },
          ...(fix && meta.fixable ? { fix: fixerFor(text, fix.edits) } : {}),
          ...(suggestions && meta.hasSuggestions
            ? {
                suggest: suggestions.map((suggestion) => ({
                  messageId: "suggestion" as const,
                  data: { description: suggestion.description },
                  fix: fixerFor(text, suggestion.edits),
                })),
              }
            : {}),
        });
      }
    },
  };
}

/** The target a rule of `dialect` runs for: the configured one when it is the dialect's, else the dialect's default (as core decides). */
function targetOf(linter: Linter, dialect: string, target: string | undefined): string {
  const own: readonly string[] = linter.dialect(dialect)?.targets ?? [];
  return target !== undefined && own.includes(target) ? target : (own[0] ?? target ?? "");
}

/** The ESLint rule for one core rule of `linter`: the shared behaviour, with the core rule's meta. */
export function adaptRule(coreRule: CoreRule, linter: Linter): PluginRule {
  const { meta } = coreRule;
  const { fixable: _fixable, hasSuggestions: _hasSuggestions, ...shared } = ruleTemplate.meta!;
  return {
    ...ruleTemplate,
    // The core rule is known here, so `create` does not look it up by ESLint's id in every file.
    create: (context) => createFor(meta, context, linter),
    meta: {
      ...shared,
      docs: { description: meta.description, recommended: meta.recommended, url: meta.docsUrl },
      ...(meta.fixable ? { fixable: "code" as const } : {}),
      ...(meta.hasSuggestions ? { hasSuggestions: true } : {}),
    },
  };
}

/** ESLint's location for a diagnostic: the JSON language counts lines and columns from 1, as core does. */
export function locationOf(diagnostic: Diagnostic): { start: { line: number; column: number }; end: { line: number; column: number } } {
  const line = diagnostic.line ?? 1;
  const column = diagnostic.column ?? 1;
  return {
    start: { line, column },
    end: { line: diagnostic.endLine ?? line, column: diagnostic.endColumn ?? column },
  };
}

/** A fixer that makes core's JSON Patch edits as text edits that keep the file's formatting. */
