/**
 * `msglint/json`: JSON read by V8's `JSON.parse`, with no syntax tree. msglint's rules read the text through core,
 * so a tree of every value (what @eslint/json's parser builds, and what ESLint then walks node by node for any
 * rule) is work nobody reads: this language's tree is one `Document` node, the whole file. What is valid is
 * exactly what `JSON.parse` (and so the API) accepts; JSON has no comments, hence no inline directives.
 */
import { findSyntaxError, LineIndex } from "@msglint/core";
import { TextSourceCodeBase, VisitNodeStep } from "@eslint/plugin-kit";
import type { Language, File, OkParseResult, ParseResult, SourceLocation } from "@eslint/core";

/** The whole file: the only node. */
export interface JsonDocument {
  type: "Document";
  range: [number, number];
  loc: SourceLocation;
}

function documentNode(text: string): JsonDocument {
  let end: { line: number; column: number } | undefined;
  return {
    type: "Document",
    range: [0, text.length],
    // Counted when ESLint asks (a report on the whole file): msglint's reports carry their own places.
    loc: {
      start: { line: 1, column: 1 },
      get end() {
        return (end ??= new LineIndex(text).position(text.length));
      },
    },
  };
}

/** A `.json` file in `msglint/json`: its text, and its one node. */
export class WholeJsonSourceCode extends TextSourceCodeBase<{
  LangOptions: Record<string, never>;
  RootNode: JsonDocument;
  SyntaxElementWithLoc: JsonDocument;
  ConfigNode: never;
}> {
  declare ast: JsonDocument;
  /** None: JSON has no comments (the plugin's JSONC handling reads this). */
  readonly comments: readonly never[] = [];

  constructor({ text, ast }: { text: string; ast: JsonDocument }) {
    super({ text, ast, lineEndingPattern: /\r\n|[\r\n]/u });
    this.ast = ast;
  }

  getInlineConfigNodes(): never[] {
    return [];
  }

  getDisableDirectives(): { problems: never[]; directives: never[] } {
    return { problems: [], directives: [] };
  }

  applyInlineConfig(): { configs: never[]; problems: never[] } {
    return { configs: [], problems: [] };
  }

  override getParent(): undefined {
    return undefined;
  }

  override traverse(): Iterable<VisitNodeStep> {
    const { ast } = this;
    return [
      new VisitNodeStep({ target: ast, phase: 1, args: [ast, undefined] }),
      new VisitNodeStep({ target: ast, phase: 2, args: [ast, undefined] }),
    ];
  }
}

/** The language's object, registered by the plugin as `languages.json`. */
export const jsonLanguage: Language<{ LangOptions: Record<string, never>; Code: WholeJsonSourceCode; RootNode: JsonDocument; Node: JsonDocument }> = {
  fileType: "text",
  lineStart: 1,
  columnStart: 1,
  nodeTypeKey: "type",
  visitorKeys: { Document: [] },
  // Options meant for other languages (a global `languageOptions.globals`) reach JSON files too: they are ignored, as @eslint/json does.
  validateLanguageOptions() {},
  parse(file: File): ParseResult<JsonDocument> {
    // ESLint has taken the byte order mark off already.
    const text = String(file.body);
    try {
      JSON.parse(text);
    } catch {
      const problem = findSyntaxError(text) ?? { offset: 0, detail: "invalid JSON" };
      // Lines and columns as core counts them for its `body-not-json`, `\r`, `\n` and `\r\n` each ending a line, as in ESLint.
      const { line, column } = new LineIndex(text).position(problem.offset);
      return { ok: false, errors: [{ message: `Invalid JSON: ${problem.detail}`, line, column }] };
    }
    return { ok: true, ast: documentNode(text) };
  },
  createSourceCode(file: File, parsed: OkParseResult<JsonDocument>): WholeJsonSourceCode {
    return new WholeJsonSourceCode({ text: String(file.body), ast: parsed.ast });
  },
};
