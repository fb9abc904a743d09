/**
 * Code frames and turn pictures for the stylish formatter. Both cut what they show: a JSONL line can hold a
 * whole conversation and a base64 image is hundreds of kilobytes on one line, so a frame shows a window of at
 * most `MAX_WIDTH` characters around the reported column and never a whole value.
 */
import type { CliMessage, SparseSource } from "../types.js";
import type { palette } from "./color.js";
import { plural } from "../plural.js";
import { neutralize } from "./neutralize.js";

type Palette = ReturnType<typeof palette>;

/** Characters of a source line shown in a frame. */
export const MAX_WIDTH = 100;
/** Lines of the reported range shown after its first line. */
const MORE_LINES = 2;
/** Block descriptions shown for one message in a turn picture. */
const MAX_BLOCKS = 6;
const MAX_ID = 40;

/** The file's lines, split once per file; or, for a file streamed line by line, the few lines kept of it. */
export class SourceLines {
  private lines: string[] | undefined;
  constructor(private readonly source: string | SparseSource) {}

  private get all(): string[] {
    this.lines ??= (this.source as string).split(/\r\n|\r|\n/);
    return this.lines;
  }

  /** How many lines the file has. */
  get count(): number {
    return typeof this.source === "string" ? this.all.length : this.source.count;
  }

  /** The text of a line (1-based), or "" when it was not kept. */
  line(n: number): string {
    return (typeof this.source === "string" ? this.all[n - 1] : this.source.lines.get(n)) ?? "";
  }

  /** The whole text; of a streamed file, the lines kept (blank lines before a lone document's line among them). */
  get text(): string {
    if (typeof this.source === "string") return this.source;
    return [...this.source.lines]
      .sort(([a], [b]) => a - b)
      .map(([, text]) => text)
      .join("\n");
  }
}

/** A window of `line` that starts at `start` (0-based), with ellipses where it was cut. */
function windowOf(line: string, start: number): { text: string; shift: number } {
  const from = Math.min(start, Math.max(0, line.length - MAX_WIDTH));
  const head = from > 0 ? "…" : "";
  const body = line.slice(from, from + MAX_WIDTH);
  const tail = from + MAX_WIDTH < line.length ? `… (${plural(line.length - from - MAX_WIDTH, "more character")})` : "";
  return { text: head + neutralize(body) + tail, shift: head.length - from };
}

/** The lines of a finding's range (the line before, the first few of the range), with a caret at its column. */
export function codeFrame(lines: SourceLines, m: CliMessage, indent: string, c: Palette): string[] {
  if (m.fatal || !m.line) return [];
  const count = lines.count;
  const line = Math.min(m.line, count);
  const endLine = Math.max(line, Math.min(m.endLine ?? line, count));
  const first = Math.max(1, line - 1);
  const last = Math.min(endLine, line + MORE_LINES);
  const column = Math.max(1, m.column ?? 1);
  // One window for every line, so the frame's columns stay aligned.
  const start = column - 1 > MAX_WIDTH - 30 ? column - 1 - 30 : 0;
  const gutter = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const { text, shift } = windowOf(lines.line(n), start);
    const marker = n === line ? c.red(">") : " ";
    out.push(`${indent}${marker} ${c.dim(`${String(n).padStart(gutter)} |`)} ${text}`);
    if (n === line) out.push(`${indent}  ${c.dim(`${" ".repeat(gutter)} |`)} ${" ".repeat(Math.max(0, column - 1 + shift))}${c.red("^")}`);
  }
  if (endLine > last) out.push(`${indent}  ${c.dim(`${" ".repeat(gutter)} | … ${plural(endLine - last, "more line")} of this finding`)}`);
  return out;
}

/** Rules about how `tool_use` and `tool_result` blocks pair up across turns: their findings get a turn picture. */
export function isPairingRule(ruleId: string | null): boolean {
  return ruleId !== null && /^(tool-use-|tool-result-|server-tool-|user-after-)/.test(ruleId);
}

const cutId = (id: unknown) => {
  const text = typeof id === "string" ? id : (JSON.stringify(id) ?? "?");
  return neutralize(text.length > MAX_ID ? `${text.slice(0, MAX_ID)}…` : text);
};

function describeBlock(block: unknown): string {
  if (block === null || typeof block !== "object" || Array.isArray(block))
    return Array.isArray(block) ? "(array)" : `(${block === null ? "null" : typeof block})`;
  const b = block as Record<string, unknown>;
  const type = typeof b.type === "string" ? neutralize(b.type.slice(0, MAX_ID)) : "(no type)";
  if ("id" in b && (type === "tool_use" || type === "server_tool_use" || type === "mcp_tool_use")) {
    return `${type} ${cutId(b.id)}${typeof b.name === "string" ? ` (${cutId(b.name)})` : ""}`;
  }
  if ("tool_use_id" in b) return `${type} → ${cutId(b.tool_use_id)}`;
  return type;
}

function describeMessage(message: unknown): { role: string; blocks: string } {
  if (message === null || typeof message !== "object") return { role: "?", blocks: "(not an object)" };
  const { role, content } = message as Record<string, unknown>;
  const roleText = typeof role === "string" ? neutralize(role.slice(0, 20)) : "?";
  if (typeof content === "string") return { role: roleText, blocks: "text" };
  if (!Array.isArray(content)) return { role: roleText, blocks: content === undefined ? "(no content)" : "(content not a list)" };
  if (content.length === 0) return { role: roleText, blocks: "(empty)" };
  const shown = content.slice(0, MAX_BLOCKS).map(describeBlock);
  if (content.length > MAX_BLOCKS) shown.push(`+${content.length - MAX_BLOCKS} more`);
  return { role: roleText, blocks: shown.join(", ") };
}

/** Parsed documents of one file, keyed by the line a document starts on (0 for a whole-file document). */
export class Documents {
  private readonly cache = new Map<number, unknown>();
  constructor(
    private readonly lines: SourceLines,
    private readonly source = lines.text,
  ) {}

  get(m: CliMessage): unknown {
    const key = !m.fatal && m.document ? m.document.line : 0;
    if (!this.cache.has(key)) {
      let value: unknown;
      try {
        value = JSON.parse(key === 0 ? this.source.replace(/^\uFEFF/, "") : this.lines.line(key));
      } catch {
        value = undefined;
      }
      this.cache.set(key, value);
    }
    return this.cache.get(key);
  }
}

/**
 * The `messages` array on the way to a pointer, and the index of the message the pointer is in: the first
 * array of objects with a `role` that the pointer enters (a request body, a bare array, a batch entry's `params`).
 */
function messageAt(document: unknown, pointer: string): { messages: unknown[]; index: number } | undefined {
  let value = document;
  const tokens = pointer.split("/").slice(1);
  for (const token of tokens) {
    if (Array.isArray(value)) {
      const index = Number(token);
      if (!/^\d+$/.test(token) || index >= value.length) return undefined;
      const item: unknown = value[index];
      if (item !== null && typeof item === "object" && "role" in item) return { messages: value, index };
      value = item;
    } else if (value !== null && typeof value === "object") {
      value = (value as Record<string, unknown>)[token.replace(/~1/g, "/").replace(/~0/g, "~")];
    } else return undefined;
  }
  return undefined;
}

/** The message a finding is in, and its neighbours: role, block types and ids. Empty when it cannot be drawn. */
export function turnPicture(documents: Documents, m: CliMessage, indent: string, c: Palette): string[] {
  if (m.fatal || !isPairingRule(m.ruleId)) return [];
  const found = messageAt(documents.get(m), m.pointer);
  if (!found) return [];
  const { messages, index } = found;
  const from = Math.max(0, index - 1);
  const to = Math.min(messages.length - 1, index + 1);
  const rows = [];
  for (let i = from; i <= to; i++) rows.push({ i, ...describeMessage(messages[i]) });
  const pathWidth = Math.max(...rows.map((r) => `messages.${r.i}`.length));
  const roleWidth = Math.max(...rows.map((r) => r.role.length));
  return rows.map(({ i, role, blocks }) => {
    const marker = i === index ? c.red(">") : " ";
    const line = `${`messages.${i}`.padEnd(pathWidth)}  ${role.padEnd(roleWidth)}  ${blocks}`;
    return `${indent}${marker} ${i === index ? line : c.dim(line)}`;
  });
}
