/** The rules' visitor for JavaScript and TypeScript: findings in the requests of Messages API calls. */
import type { Linter, ResolvedRuleMeta } from "@msglint/core";
import { fixerFor, type Fixer } from "../fixer.js";
import { lintSettings, type MsglintSettings } from "../settings.js";
import type { EsNode, EsScope } from "./evaluate.js";
import { callFindings, codeLocator, enableJsRule, reportNode, requestArgument } from "./findings.js";

/** The parts of ESLint's rule context for JavaScript that the visitor uses. */
export interface CodeContext {
  sourceCode: { text: string; ast: object; getScope(node: EsNode): EsScope };
  report(descriptor: {
    node: EsNode;
    messageId: "finding";
    data: Record<string, string>;
    fix?: (fixer: Fixer) => unknown;
    suggest?: { messageId: "suggestion"; data: Record<string, string>; fix: (fixer: Fixer) => unknown }[];
  }): void;
}

export function codeVisitor(
  context: CodeContext,
  meta: ResolvedRuleMeta,
  settings: MsglintSettings,
  linter: Linter,
): Record<string, (node: never) => void> {
  const { sourceCode } = context;
  enableJsRule(sourceCode.ast, meta.id);
  const scopeOf = (node: EsNode) => sourceCode.getScope(node);
  const visit = (call: EsNode) => {
    if (!requestArgument(call)) return;
    const found = callFindings(call, sourceCode.ast, scopeOf, lintSettings(settings), meta.id, linter);
    if (!found) return;
    const locator = codeLocator(found.evaluation, found.argument);
    for (const diagnostic of found.diagnostics) {
      const { fix, suggestions } = diagnostic;
      context.report({
        node: reportNode(found.evaluation, diagnostic.pointer, found.argument),
        messageId: "finding",
        data: { message: settings.hints && diagnostic.hint ? `${diagnostic.message}\n${diagnostic.hint}` : diagnostic.message },
        ...(fix && meta.fixable ? { fix: fixerFor(sourceCode.text, fix.edits, locator) } : {}),
        ...(suggestions && meta.hasSuggestions
          ? {
              suggest: suggestions.map((suggestion) => ({
                messageId: "suggestion" as const,
                data: { description: suggestion.description },
                fix: fixerFor(sourceCode.text, suggestion.edits, locator),
              })),
            }
          : {}),
      });
    }
  };
  return { CallExpression: visit, NewExpression: visit };
}
