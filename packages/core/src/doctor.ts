/**
 * The session doctor: why a Claude Code session cannot be resumed, and the transcript repaired with the strategies
 * that are safe for it. A repair writes or removes whole lines in Claude Code's own shape and keeps every other
 * line byte for byte; it is deterministic (the same transcript gives the same repair, and a repaired transcript
 * needs none), so running it twice changes nothing the second time.
 *
 * Safe strategies:
 * - `synthesize-missing-result`: a call that was never answered (the process died while the tool ran) gets an
 *   `is_error` result, written as a new user line right after the line that holds the call, with that line as its
 *   `parentUuid` and `sourceToolAssistantUUID`, as Claude Code writes every result. Its `uuid` is derived from the
 *   call id. Claude Code puts such a result back after its call when it rebuilds the chain (the results of
 *   parallel calls hang off the chain the same way), so the line needs no other line to change.
 * - `drop-orphan-result`: a result whose call is nowhere in the history (a line the writer lost, a compaction
 *   that cut the pair) is removed: the block from its line, or the whole line when it holds nothing else and no
 *   line hangs off it (or it is the root of the chain, where nothing before it is lost).
 * - `drop-truncated-line`: a last line cut off while it was written is removed; resuming skips it anyway, and
 *   Claude Code would append the next entry to the broken line.
 * Anything else is explained and left to the user.
 */
import { INTERRUPTED_TOOL_RESULT_TEXT } from "./dialects/anthropic/analyses/api-texts.js";
import { buildConversation, isRecord } from "./dialects/anthropic/conversation.js";
import { lintText } from "./linter.js";
import { analyzeToolPairing } from "./dialects/anthropic/analyses/tool-pairing.js";
import { toTextEdits } from "./fix/text-edits.js";
import { LineIndex } from "./locate/json-text.js";
import { rebuildTranscript, type RebuiltMessage, type RebuiltTranscript, type TranscriptEntry } from "./sources/claude-code.js";
import { readDocuments, type TextDocument } from "./sources/documents.js";
import { uuidV5 } from "./sources/uuid.js";
import type { Diagnostic, LintSettings, RuleSetting } from "./types.js";

export type DoctorStrategy = "synthesize-missing-result" | "drop-orphan-result" | "drop-truncated-line";

/** One message of the rebuilt history, as the doctor shows it. */
export interface DoctorTurn {
  /** Index in the request's `messages`. */
  index: number;
  role: "user" | "assistant";
  /** The transcript lines (1-based) the message was built from. */
  lines: number[];
  /** One short description per block: `tool_use toolu_01… Bash`, `text "Building now."`. */
  blocks: string[];
}

export interface DoctorProblem {
  diagnostic: Diagnostic;
  /** The transcript line (1-based) the finding points at. */
  line: number;
  /** The message of the rebuilt history it concerns, when it concerns one. */
  messageIndex?: number;
  /** The messages around it: the one before, itself, the one after. */
  turns: DoctorTurn[];
}

export interface DoctorRepair {
  strategy: DoctorStrategy;
  /** What the repair does, in one sentence. */
  description: string;
  /** The line (1-based, in the original transcript) it changes, removes, or writes a new line after. */
  line: number;
  action: "insert-line-after" | "remove-line" | "edit-line";
  /** The new line, for `insert-line-after` and `edit-line`. */
  text?: string;
}

export interface DoctorReport {
  /** Every finding on the transcript, as `lint` reports them. */
  diagnostics: Diagnostic[];
  /** The findings, each with the turns around it. */
  problems: DoctorProblem[];
  /** No finding is an error: Claude Code can send the rebuilt history. */
  resumable: boolean;
  /** The safe repairs, in file order. */
  repairs: DoctorRepair[];
  /** Errors no safe repair covers, with the reason. */
  unrepaired: { diagnostic: Diagnostic; reason: string }[];
  /** The transcript after the repairs; the original text when there is none. */
  repairedText: string;
  /** The findings left in `repairedText`. */
  remaining: Diagnostic[];
}

export interface DoctorOptions {
  settings?: LintSettings;
  rules?: Record<string, RuleSetting>;
}

const UUID_NAME_PREFIX = "msglint-doctor:tool_result:";

/** The `uuid` of the synthetic result line for a call: the same for the same call id, every time. */
export function syntheticResultUuid(toolUseId: string): string {
  return uuidV5(UUID_NAME_PREFIX + toolUseId);
}

/** Explains a transcript's findings and computes its repair. Reads only the text: writing it back is the caller's. */
export function diagnoseTranscript(text: string, options: DoctorOptions = {}): DoctorReport {
  const lintOptions = { ...options, format: "claude-code" as const };
  const diagnostics = lintText(text, lintOptions);
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const offset = text.length - body.length;
  const documents = readDocuments(body, "claude-code");
  const lines = new LineIndex(body);
  const lineOf = (document: TextDocument) => lines.position(document.start).line;
  const rebuilt = rebuildTranscript(documents.filter((d) => !d.parseError).map((d) => ({ index: d.index, value: d.value })));

  const problems = diagnostics.map((diagnostic) => explain(diagnostic, rebuilt, documents, lineOf));
  const plan = planRepairs(body, diagnostics, rebuilt, documents, lineOf);
  const repairedBody = applyPlan(body, documents, plan.edits);
  const repairedText = plan.repairs.length > 0 ? text.slice(0, offset) + repairedBody : text;
  return {
    diagnostics,
    problems,
    resumable: !diagnostics.some((d) => d.severity === "error"),
    repairs: plan.repairs,
    unrepaired: plan.unrepaired,
    repairedText,
    remaining: plan.repairs.length > 0 ? lintText(repairedText, lintOptions) : diagnostics,
  };
}

function messageIndexOf(diagnostic: Diagnostic, rebuilt: RebuiltTranscript): number | undefined {
  const match = /^messages\.(\d+)/.exec(diagnostic.path);
  if (match) return Number(match[1]);
  const document = diagnostic.document?.index;
  const found = rebuilt.messages.findIndex((message) => message.parts.some((part) => part.entry.document === document));
  return found >= 0 ? found : undefined;
}

function explain(diagnostic: Diagnostic, rebuilt: RebuiltTranscript, documents: TextDocument[], lineOf: (d: TextDocument) => number): DoctorProblem {
  const messageIndex = messageIndexOf(diagnostic, rebuilt);
  const turns: DoctorTurn[] = [];
  if (messageIndex !== undefined) {
    for (let i = Math.max(0, messageIndex - 1); i <= Math.min(rebuilt.messages.length - 1, messageIndex + 1); i++) {
      turns.push(describeTurn(i, rebuilt.messages[i]!, rebuilt.request.messages[i]!.content, documents, lineOf));
    }
  }
  return { diagnostic, line: diagnostic.line ?? 1, ...(messageIndex !== undefined ? { messageIndex } : {}), turns };
}

function describeTurn(
  index: number,
  message: RebuiltMessage,
  content: unknown,
  documents: TextDocument[],
  lineOf: (d: TextDocument) => number,
): DoctorTurn {
  const blocks = typeof content === "string" ? [`text ${quote(content)}`] : Array.isArray(content) ? content.map(describeBlock) : ["(no content)"];
  return { index, role: message.role, lines: message.parts.map((part) => lineOf(documents[part.entry.document]!)), blocks };
}

function quote(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return JSON.stringify(flat.length > max ? `${flat.slice(0, max - 1)}…` : flat);
}

function describeBlock(block: unknown): string {
  if (!isRecord(block)) return "(not a block)";
  switch (block.type) {
    case "text":
      return `text ${quote(String(block.text ?? ""))}`;
    case "tool_use":
      return `tool_use ${String(block.id)} ${String(block.name)}`;
    case "tool_result":
      return `tool_result for ${String(block.tool_use_id)}${block.is_error === true ? " (is_error)" : ""}`;
    case "thinking": {
      const length = String(block.thinking ?? "").length;
      return `thinking (${length} character${length === 1 ? "" : "s"})`;
    }
    default:
      return String(block.type ?? "(untyped block)");
  }
}

interface PlannedEdit {
  document: number;
  action: DoctorRepair["action"];
  /** `insert-line-after`: the new lines; `edit-line`: the replacement of the line's text. */
  text?: string;
}

function planRepairs(
  text: string,
  diagnostics: Diagnostic[],
  rebuilt: RebuiltTranscript,
  documents: TextDocument[],
  lineOf: (d: TextDocument) => number,
): { repairs: DoctorRepair[]; edits: PlannedEdit[]; unrepaired: DoctorReport["unrepaired"] } {
  const repairs: (DoctorRepair & { document: number; order: number })[] = [];
  const edits: PlannedEdit[] = [];
  const covered = new Set<string>();
  const byUuid = new Map(rebuilt.entries.map((entry) => [entry.uuid, entry]));
  const children = new Set(rebuilt.entries.flatMap((entry) => (entry.parentUuid ? [entry.parentUuid] : [])));
  const pairing = analyzeToolPairing(buildConversation(rebuilt.request));
  const existing = new Set(rebuilt.entries.map((entry) => entry.uuid));

  // Unanswered calls: one synthetic result line each, after the last line of the call's message.
  const inserts = new Map<number, string[]>();
  for (const finding of pairing.toolUses) {
    if (finding.status !== "missing" || finding.strayResult) continue;
    const holder = entryAt(rebuilt, finding.call.pointer);
    const message = rebuilt.messages[finding.call.messageIndex];
    if (!holder || !message) continue;
    // A line an earlier repair wrote that did not take: writing it again would not help.
    if (existing.has(syntheticResultUuid(finding.id))) continue;
    covered.add(`tool-use-missing-result ${finding.call.messageIndex}`);
    const after = Math.max(...message.parts.map((part) => part.entry.document));
    const line = resultLine(holder, finding.id);
    inserts.set(after, [...(inserts.get(after) ?? []), line]);
    repairs.push({
      strategy: "synthesize-missing-result",
      description: `Answer ${finding.id} (${String(finding.call.value.name)}) with an \`is_error\` result: the call was interrupted and never returned.`,
      line: lineOf(documents[after]!),
      action: "insert-line-after",
      text: line,
      document: after,
      order: 0,
    });
  }
  for (const [document, texts] of inserts) edits.push({ document, action: "insert-line-after", text: texts.join("\n") });

  // Results whose call is nowhere in the history.
  const dropByDocument = new Map<number, { pointer: string; id: string; messageIndex: number }[]>();
  const unrepaired: DoctorReport["unrepaired"] = [];
  for (const finding of pairing.toolResults) {
    if (finding.status !== "unexpected" || finding.related) continue;
    const at = rebuilt.locate(finding.result.pointer);
    if (at.approximate) continue;
    const list = dropByDocument.get(at.document) ?? [];
    list.push({ pointer: at.pointer, id: finding.id, messageIndex: finding.result.messageIndex });
    dropByDocument.set(at.document, list);
  }
  for (const [document, drops] of dropByDocument) {
    const entry = rebuilt.entries.find((e) => e.document === document)!;
    const content = (entry.value.message as Record<string, unknown>).content;
    const all = Array.isArray(content) && drops.length === content.length;
    const ids = drops.map((d) => d.id).join(", ");
    const markCovered = () => drops.forEach((d) => covered.add(`tool-result-unexpected-id ${d.messageIndex}`));
    if (all) {
      const isRoot = !entry.parentUuid || !byUuid.has(entry.parentUuid);
      if (children.has(entry.uuid) && !isRoot) continue; // left unrepaired below: removing it would cut the chain
      markCovered();
      edits.push({ document, action: "remove-line" });
      repairs.push({
        strategy: "drop-orphan-result",
        description: `Remove the line that holds only the result for ${ids}, whose call is not in the history.`,
        line: lineOf(documents[document]!),
        action: "remove-line",
        document,
        order: 1,
      });
    } else {
      markCovered();
      const doc = documents[document]!;
      const removals = drops
        .map((d) => ({ op: "remove" as const, path: d.pointer }))
        .sort((a, b) => Number(b.path.split("/").pop()) - Number(a.path.split("/").pop()));
      const lineText = applyTextEdits(text.slice(0, doc.end), toTextEdits(text.slice(0, doc.end), removals, doc.start)).slice(doc.start);
      edits.push({ document, action: "edit-line", text: lineText });
      repairs.push({
        strategy: "drop-orphan-result",
        description: `Remove the result for ${ids} from its line: its call is not in the history.`,
        line: lineOf(doc),
        action: "edit-line",
        text: lineText,
        document,
        order: 1,
      });
    }
  }

  // A last line cut off while it was written.
  for (const diagnostic of diagnostics) {
    if (diagnostic.ruleId !== "transcript-line-unreadable" || diagnostic.document === undefined) continue;
    const doc = documents[diagnostic.document.index]!;
    if (doc.index !== documents.length - 1) continue;
    covered.add(`transcript-line-unreadable ${doc.index}`);
    edits.push({ document: doc.index, action: "remove-line" });
    repairs.push({
      strategy: "drop-truncated-line",
      description: "Remove the last line: it was cut off while it was written, and nothing can be read from it.",
      line: lineOf(doc),
      action: "remove-line",
      document: doc.index,
      order: 2,
    });
  }

  for (const diagnostic of diagnostics) {
    if (diagnostic.severity !== "error") continue;
    const index = /^messages\.(\d+)/.exec(diagnostic.path)?.[1];
    if (covered.has(`${diagnostic.ruleId} ${index}`)) continue;
    unrepaired.push({ diagnostic, reason: reasonFor(diagnostic) });
  }
  repairs.sort((a, b) => a.document - b.document || a.order - b.order);
  return { repairs: repairs.map(({ document: _d, order: _o, ...repair }) => repair), edits, unrepaired };
}

function reasonFor(diagnostic: Diagnostic): string {
  switch (diagnostic.ruleId) {
    case "tool-use-missing-result":
      return "Its result is elsewhere in the history (the pair was split), or the call is not the only problem of its turn: a new result would duplicate one. Move the result line by hand, or rewind the session to before the call.";
    case "tool-result-unexpected-id":
      return "Its call is elsewhere in the history, or the line that holds it is a link of the chain with entries after it: removing it would cut the history.";
    default:
      return "No safe repair: it changes what the conversation says. Fix the line by hand, or rewind the session to before it.";
  }
}

/** The entry that holds the block at a pointer of the rebuilt request. */
function entryAt(rebuilt: RebuiltTranscript, pointer: string): TranscriptEntry | undefined {
  const at = rebuilt.locate(pointer);
  if (at.approximate) return undefined;
  return rebuilt.entries.find((entry) => entry.document === at.document);
}

/** Fields of a transcript line's envelope, copied from the line that holds the call, in Claude Code's order. */
const ENVELOPE = ["isSidechain", "userType", "cwd", "sessionId", "version", "gitBranch", "agentId", "slug", "teamName", "agentName", "entrypoint"];

/** The synthetic result line for a call, in the shape Claude Code writes a tool result. */
function resultLine(holder: TranscriptEntry, toolUseId: string): string {
  const line: Record<string, unknown> = { parentUuid: holder.uuid };
  for (const field of ENVELOPE) if (field in holder.value) line[field] = holder.value[field];
  const time = Date.parse(String(holder.value.timestamp ?? ""));
  Object.assign(line, {
    type: "user",
    message: { role: "user", content: [{ tool_use_id: toolUseId, type: "tool_result", content: INTERRUPTED_TOOL_RESULT_TEXT, is_error: true }] },
    uuid: syntheticResultUuid(toolUseId),
    // Just after the call: a leaf chosen by time never prefers it over what came later.
    timestamp: Number.isNaN(time) ? String(holder.value.timestamp ?? "") : new Date(time + 1).toISOString(),
    toolUseResult: `Error: ${INTERRUPTED_TOOL_RESULT_TEXT}`,
    sourceToolAssistantUUID: holder.uuid,
  });
  return JSON.stringify(line);
}

function applyTextEdits(text: string, edits: { start: number; end: number; text: string }[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** Applies line edits to the text, from the end backwards, so every other byte stays as it was. */
function applyPlan(text: string, documents: TextDocument[], edits: PlannedEdit[]): string {
  let out = text;
  const order = (edit: PlannedEdit) => documents[edit.document]!.start;
  for (const edit of [...edits].sort((a, b) => order(b) - order(a) || (a.action === "insert-line-after" ? -1 : 1))) {
    const doc = documents[edit.document]!;
    // The line's own ending: "\r\n" files keep it on the lines msglint writes.
    const eol = out[doc.end - 1] === "\r" ? "\r\n" : "\n";
    if (edit.action === "insert-line-after") {
      const added = edit
        .text!.split("\n")
        .map((line) => line + (eol === "\r\n" ? "\r" : ""))
        .join("\n");
      out = doc.end < out.length ? out.slice(0, doc.end + 1) + added + "\n" + out.slice(doc.end + 1) : out + eol + edit.text!.split("\n").join(eol);
    } else if (edit.action === "remove-line") {
      // A last line without a newline goes, and the line before keeps its newline: Claude Code appends after it.
      out = out.slice(0, doc.start) + out.slice(doc.end < out.length ? doc.end + 1 : doc.end);
    } else {
      const keepCr = out[doc.end - 1] === "\r" && !edit.text!.endsWith("\r") ? "\r" : "";
      out = out.slice(0, doc.start) + edit.text! + keepCr + out.slice(doc.end);
    }
  }
  return out;
}
