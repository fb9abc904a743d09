/**
 * JSON Lines through ESLint: @eslint/json has no JSONL mode, so each non-blank line becomes a virtual `.json`
 * document (`file.jsonl/<n>_<line>.json`) that the JSON rules lint (with core reading the whole file, see
 * findings.ts), and every finding's lines and fix ranges are mapped back to the physical file.
 */
import { defaultLinter, type Linter as CoreLinter } from "@msglint/core";
import type { Linter } from "eslint";
import { PLUGIN_NAME, PLUGIN_NAMESPACE, PLUGIN_VERSION } from "../meta.js";
import { unreadableLineFindings } from "./file-findings.js";
import type { Block, JsonlFile } from "./file.js";
import { EnabledRules } from "../core-run.js";

/** The files being linted, by the name ESLint gave the processor. */
const pending = new Map<string, JsonlFile>();

/** The virtual name of a line: `<file>/<n>_<line>.json`. */
const BLOCK_NAME = /[\\/](\d+)_(\d+)\.json$/;

/** The JSONL file and physical line a virtual `.json` document came from, when the processor made it. */
export function jsonlBlockOf(filename: string): { file: JsonlFile; line: number } | undefined {
  const match = BLOCK_NAME.exec(filename);
  if (!match) return undefined;
  const file = pending.get(filename.slice(0, match.index));
  const block = file?.blocks[Number(match[1])];
  return file && block && block.line === Number(match[2]) ? { file, line: block.line } : undefined;
}

export function splitLines(text: string): Block[] {
  const blocks: Block[] = [];
  let offset = 0;
  let line = 1;
  while (offset <= text.length) {
    let end = text.indexOf("\n", offset);
    if (end < 0) end = text.length;
    // The same documents as core: lines split on "\n", blank ones skipped.
    let body = text.slice(offset, end);
    if (body.endsWith("\r")) body = body.slice(0, -1);
    if (!/^\s*$/.test(body)) blocks.push({ line, offset, text: body });
    offset = end + 1;
    line++;
  }
  return blocks;
}

function shift(message: Linter.LintMessage, block: Block): Linter.LintMessage {
  const lines = block.line - 1;
  const range = (fix: { range: [number, number]; text: string }) => ({
    range: [fix.range[0] + block.offset, fix.range[1] + block.offset] as [number, number],
    text: fix.text,
  });
  return {
    ...message,
    line: message.line + lines,
    ...(message.endLine !== undefined ? { endLine: message.endLine + lines } : {}),
    ...(message.fix ? { fix: range(message.fix) } : {}),
    ...(message.suggestions ? { suggestions: message.suggestions.map((s) => ({ ...s, fix: range(s.fix) })) } : {}),
  };
}

/**
 * A line that is not JSON: ESLint's parser stops with its own message; core says what the API (or the
 * transcript reader) would say, with the line and column in the file.
 */
function unreadable(message: Linter.LintMessage, file: JsonlFile, block: Block): Linter.LintMessage[] {
  const found = unreadableLineFindings(file, block.line).filter((d) => d.line !== undefined);
  if (found.length === 0) return [shift(message, block)];
  return found.map((diagnostic) =>
    shift(
      {
        ruleId: `${PLUGIN_NAMESPACE}/${diagnostic.ruleId}`,
        severity: severityOf(file.linter ?? defaultLinter(), diagnostic.ruleId),
        ...(diagnostic.ruleId === "body-not-json" ? { fatal: true as const } : {}),
        message: diagnostic.message,
        line: diagnostic.line!,
        column: diagnostic.column ?? 1,
        ...(diagnostic.endLine !== undefined ? { endLine: diagnostic.endLine, endColumn: diagnostic.endColumn ?? 1 } : {}),
      },
      block,
    ),
  );
}

/** ESLint's severity for a finding made outside any rule run: the rule's default. */
function severityOf(linter: CoreLinter, ruleId: string): 1 | 2 {
  return linter.rule(ruleId)?.meta.defaultSeverity === "warning" ? 1 : 2;
}

export const jsonlProcessor = {
  meta: { name: `${PLUGIN_NAME}/jsonl`, version: PLUGIN_VERSION },
  supportsAutofix: true,
  preprocess(text: string, filename: string): { text: string; filename: string }[] {
    // ESLint hands over the text with its BOM but applies fixes to the text without it.
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const blocks = splitLines(body);
    pending.set(filename, { text: body, blocks, enabled: new EnabledRules() });
    return blocks.map((block) => ({ text: block.text, filename: `${block.line}.json` }));
  },
  postprocess(messageLists: Linter.LintMessage[][], filename: string): Linter.LintMessage[] {
    const file = pending.get(filename);
    pending.delete(filename);
    return messageLists.flatMap((messages, i) => {
      const block = file?.blocks[i];
      if (!file || !block) return messages;
      return messages.flatMap((message) => (message.fatal && message.ruleId === null ? unreadable(message, file, block) : [shift(message, block)]));
    });
  },
};
