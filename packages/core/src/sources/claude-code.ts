/**
 * Claude Code session transcripts (`~/.claude/projects/<project>/<session>.jsonl`, and subagent transcripts
 * `agent-<id>.jsonl`): one JSON entry per line, linked into a tree by `uuid` and `parentUuid`. There is no
 * official schema; the API history is rebuilt the way Claude Code and the Agent SDK rebuild it on resume:
 *
 * - entries: lines whose `type` is user, assistant, progress, system or attachment and that carry a string
 *   `uuid` (Agent SDK `_parse_transcript_entries`, `_TRANSCRIPT_ENTRY_TYPES`); other lines (`summary`,
 *   `file-history-snapshot`, titles, …) and lines that do not parse are skipped;
 * - the leaf: from every terminal entry (no entry names it as its parent), walk back to the nearest user or
 *   assistant entry; prefer leaves that are not `isSidechain`, `teamName` or `isMeta`, then the latest in file
 *   order (Agent SDK `_build_conversation_chain`); a subagent file, all sidechain, falls back to all leaves;
 * - the chain: walk `parentUuid` from the leaf to the root, never `logicalParentUuid` (a `compact_boundary` has
 *   `parentUuid: null`, and its compact summary replaces what came before);
 * - parallel tool calls: Claude Code writes one assistant line per content block (same `message.id`, own
 *   `uuid`) and points each `tool_result` line's `parentUuid` at the line that holds its `tool_use`, so the
 *   single-parent walk keeps one branch. Off-chain siblings and their results are spliced back in after the
 *   group's last on-chain line (Claude Code `recoverOrphanedParallelToolResults`, sessionStorage.ts);
 * - the request: user and assistant entries only, synthetic API-error lines (`isApiErrorMessage` with model
 *   `<synthetic>`) left out, consecutive assistant lines with one `message.id` merged into one message and
 *   consecutive user lines merged into one message with its `tool_result` blocks first (Claude Code
 *   `normalizeMessagesForAPI`, `mergeAssistantMessages`, `mergeUserMessagesAndToolResults`);
 *   each message is `{role, content}`, as sent (`id`, `model`, `usage` stay in the transcript).
 *
 * Sources: anthropics/claude-agent-sdk-python `src/claude_agent_sdk/_internal/sessions.py`
 * (`_parse_transcript_entries`, `_build_conversation_chain`, `_build_subagent_chain`); the topology of parallel
 * tool results in anthropics/claude-code#37779 and #31330; Claude Code's `recoverOrphanedParallelToolResults`
 * and `isSyntheticApiErrorMessage` as quoted in public ports in the code index; field notes in
 * DRMacIver/claude-reliability `notes/transcript-format.md`. See docs/sources.md.
 */
import { isRecord } from "../model/json.js";
import { parsePointer, joinPointer } from "../model/pointer.js";
import { describe, type ParsedDocument, type RequestUnit, type UnitLocation } from "./documents.js";
import type { InputAdapter, ReadContext, ReadUnits } from "./adapter.js";

/** Entry types that carry `uuid` and `parentUuid` (Agent SDK `_TRANSCRIPT_ENTRY_TYPES`). */
const CHAIN_TYPES = new Set(["user", "assistant", "progress", "system", "attachment"]);
/** Lines of a transcript that are not chain entries, by `type`. */
const METADATA_TYPES = new Set([
  "summary",
  "file-history-snapshot",
  "queue-operation",
  "custom-title",
  "ai-title",
  "last-prompt",
  "tag",
  "mode",
  "permission-mode",
  "agent-name",
]);
/** The model Claude Code writes on the assistant lines it makes itself (API errors, placeholders). */
export const SYNTHETIC_MODEL = "<synthetic>";

/** One line of the transcript that takes part in the chain. */
export interface TranscriptEntry {
  /** The document (line) it was read from. */
  document: number;
  /** Position among the entries, in file order. */
  order: number;
  type: string;
  uuid: string;
  parentUuid: string | undefined;
  value: Readonly<Record<string, unknown>>;
}

/** A line that makes (part of) one message of the rebuilt request. */
export interface MessagePart {
  entry: TranscriptEntry;
}

/** Where a block of a merged message comes from: the part (line) and the index in its content (-1: its string content). */
export interface BlockOrigin {
  part: number;
  index: number;
}

export interface RebuiltMessage {
  role: "user" | "assistant";
  parts: MessagePart[];
  /** For a message merged from several lines: the origin of each block of its content, in the order sent. */
  blocks?: BlockOrigin[];
}

export interface RebuiltTranscript {
  /** Every entry, in file order. */
  entries: TranscriptEntry[];
  /** The conversation chain from the root to the leaf, entries of every type, parallel results spliced in. */
  chain: TranscriptEntry[];
  leaf: TranscriptEntry | undefined;
  /** The API history: one message per merged run of lines. */
  messages: RebuiltMessage[];
  /** `{ messages }`, as Claude Code would send it (no `model`, `system` or `tools`: the transcript does not record them). */
  request: { messages: { role: string; content: unknown }[] };
  /** The model of the last assistant line on the chain. */
  model: string | undefined;
  /** Where a pointer into `request` stands in the transcript. */
  locate(pointer: string): UnitLocation;
}

const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const messageOf = (entry: TranscriptEntry): Record<string, unknown> | undefined => (isRecord(entry.value.message) ? entry.value.message : undefined);
const messageId = (entry: TranscriptEntry): string | undefined => str(messageOf(entry)?.id) || undefined;

/** A chain entry: a line Claude Code links into the conversation tree. */
export function isChainEntry(value: unknown): value is Record<string, unknown> & { type: string; uuid: string } {
  return isRecord(value) && typeof value.type === "string" && CHAIN_TYPES.has(value.type) && typeof value.uuid === "string";
}

/** A line a transcript may hold: an object with a string `type` that is not a request body, a batch entry or a capture. */
export function mayBeTranscriptLine(value: unknown): value is Record<string, unknown> & { type: string } {
  return isRecord(value) && typeof value.type === "string" && !("messages" in value || "params" in value || "requests" in value || "log" in value);
}

/**
 * Every line is an object with a string `type` (and none is a request body, a batch entry or a capture), and at
 * least one is a user or assistant entry with `parentUuid` and `message`, or transcript metadata.
 */
export function looksLikeTranscript(documents: readonly ParsedDocument[]): boolean {
  let found = false;
  for (const { value } of documents) {
    if (!mayBeTranscriptLine(value)) return false;
    if (isChainEntry(value) && (value.type === "user" || value.type === "assistant") && "parentUuid" in value && isRecord(value.message))
      found = true;
    else if (METADATA_TYPES.has(value.type) && ("leafUuid" in value || "sessionId" in value || "snapshot" in value || "summary" in value))
      found = true;
  }
  return found;
}

function readEntries(documents: readonly ParsedDocument[]): TranscriptEntry[] {
  const entries: TranscriptEntry[] = [];
  for (const { index, value } of documents) {
    if (!isChainEntry(value)) continue;
    entries.push({
      document: index,
      order: entries.length,
      type: value.type,
      uuid: value.uuid,
      parentUuid: str(value.parentUuid) || undefined,
      value,
    });
  }
  return entries;
}

const isUserOrAssistant = (entry: TranscriptEntry) => entry.type === "user" || entry.type === "assistant";

/**
 * The nearest user or assistant entry at or above an entry (undefined past the root or in a cycle without one),
 * memoised: a walk per terminal entry would pass the same ancestors again and again (quadratic).
 */
function nearestMessageEntries(byUuid: Map<string, TranscriptEntry>): (entry: TranscriptEntry) => TranscriptEntry | undefined {
  const memo = new Map<TranscriptEntry, TranscriptEntry | undefined>();
  return (entry) => {
    const path: TranscriptEntry[] = [];
    const onPath = new Set<TranscriptEntry>();
    let found: TranscriptEntry | undefined;
    for (let at: TranscriptEntry | undefined = entry; at; at = at.parentUuid ? byUuid.get(at.parentUuid) : undefined) {
      if (memo.has(at)) {
        found = memo.get(at);
        break;
      }
      if (isUserOrAssistant(at)) {
        found = at;
        path.push(at);
        break;
      }
      if (onPath.has(at)) break; // a cycle of entries that are neither: no leaf from here
      onPath.add(at);
      path.push(at);
    }
    for (const at of path) memo.set(at, found);
    return found;
  };
}

/** The leaf and the chain from the root to it (Agent SDK `_build_conversation_chain`). */
function buildChain(entries: TranscriptEntry[], byUuid: Map<string, TranscriptEntry>): { leaf?: TranscriptEntry; chain: TranscriptEntry[] } {
  const parents = new Set<string>();
  for (const entry of entries) if (entry.parentUuid) parents.add(entry.parentUuid);
  const leaves: TranscriptEntry[] = [];
  const nearest = nearestMessageEntries(byUuid);
  for (const terminal of entries) {
    if (parents.has(terminal.uuid) || byUuid.get(terminal.uuid) !== terminal) continue;
    const leaf = nearest(terminal);
    if (leaf) leaves.push(leaf);
  }
  if (leaves.length === 0) return { chain: [] };
  const main = leaves.filter((leaf) => !leaf.value.isSidechain && !leaf.value.teamName && !leaf.value.isMeta);
  const latest = (candidates: TranscriptEntry[]) => candidates.reduce((best, leaf) => (leaf.order > best.order ? leaf : best));
  const leaf = latest(main.length > 0 ? main : leaves);
  const chain: TranscriptEntry[] = [];
  const seen = new Set<string>();
  for (let at: TranscriptEntry | undefined = leaf; at && !seen.has(at.uuid); at = at.parentUuid ? byUuid.get(at.parentUuid) : undefined) {
    seen.add(at.uuid);
    chain.push(at);
  }
  chain.reverse();
  return { leaf, chain: recoverParallelToolResults(entries, byUuid, chain, seen) };
}

const carriesToolResult = (entry: TranscriptEntry): boolean => {
  const content = messageOf(entry)?.content;
  return entry.type === "user" && Array.isArray(content) && content.some((block) => isRecord(block) && block.type === "tool_result");
};

/**
 * The off-chain assistant lines of each `message.id` group that touches the chain, and the off-chain
 * `tool_result` lines whose parent is a member of the group, spliced in after the group's last on-chain line
 * (in timestamp order, file order on ties). Claude Code `recoverOrphanedParallelToolResults`.
 */
function recoverParallelToolResults(
  entries: TranscriptEntry[],
  byUuid: Map<string, TranscriptEntry>,
  chain: TranscriptEntry[],
  seen: Set<string>,
): TranscriptEntry[] {
  const chainAssistants = chain.filter((entry) => entry.type === "assistant");
  if (chainAssistants.length === 0) return chain;
  const anchorById = new Map<string, TranscriptEntry>();
  for (const entry of chainAssistants) {
    const id = messageId(entry);
    if (id) anchorById.set(id, entry);
  }
  const siblingsById = new Map<string, TranscriptEntry[]>();
  const resultsByParent = new Map<string, TranscriptEntry[]>();
  for (const entry of entries) {
    if (byUuid.get(entry.uuid) !== entry) continue;
    const id = entry.type === "assistant" ? messageId(entry) : undefined;
    const [map, key] = id ? [siblingsById, id] : entry.parentUuid && carriesToolResult(entry) ? [resultsByParent, entry.parentUuid] : [];
    if (!map || !key) continue;
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  }
  const byTime = (a: TranscriptEntry, b: TranscriptEntry) => String(a.value.timestamp ?? "").localeCompare(String(b.value.timestamp ?? ""));
  const inserts = new Map<string, TranscriptEntry[]>();
  const done = new Set<string>();
  for (const assistant of chainAssistants) {
    const id = messageId(assistant);
    if (!id || done.has(id)) continue;
    done.add(id);
    const group = siblingsById.get(id) ?? [assistant];
    const siblings = group.filter((entry) => !seen.has(entry.uuid)).sort(byTime);
    const results = group
      .flatMap((member) => resultsByParent.get(member.uuid) ?? [])
      .filter((entry) => !seen.has(entry.uuid))
      .sort(byTime);
    if (siblings.length === 0 && results.length === 0) continue;
    const recovered = [...siblings, ...results];
    for (const entry of recovered) seen.add(entry.uuid);
    inserts.set(anchorById.get(id)!.uuid, recovered);
  }
  if (inserts.size === 0) return chain;
  return chain.flatMap((entry) => [entry, ...(inserts.get(entry.uuid) ?? [])]);
}

/** Claude Code's own API-error lines: shown in the terminal, never sent (`isSyntheticApiErrorMessage`). */
function isSyntheticApiError(entry: TranscriptEntry): boolean {
  return entry.type === "assistant" && entry.value.isApiErrorMessage === true && messageOf(entry)?.model === SYNTHETIC_MODEL;
}

/**
 * Groups the chain's user and assistant lines into the messages Claude Code sends: assistant lines of one
 * `message.id` are concatenated (`mergeAssistantMessages`); user lines are concatenated with string content read as
 * a text block and the `tool_result` blocks moved to the front (`mergeUserMessagesAndToolResults`: `hoistToolResults`).
 * (Claude Code also folds text that follows a string-content result into that result; that changes no pairing and
 * is not modelled.)
 */
function groupMessages(chain: TranscriptEntry[]): RebuiltMessage[] {
  const messages: RebuiltMessage[] = [];
  const mergeable = (entry: TranscriptEntry) => {
    const content = messageOf(entry)!.content;
    return Array.isArray(content) || typeof content === "string";
  };
  // Whether every part of the last message is mergeable, kept as lines join (checking them all each time is quadratic).
  let lastMergeable = false;
  for (const entry of chain) {
    if (!isUserOrAssistant(entry) || isSyntheticApiError(entry) || !messageOf(entry)) continue;
    const role = entry.type as "user" | "assistant";
    const last = messages.at(-1);
    const joins =
      last !== undefined &&
      last.role === role &&
      mergeable(entry) &&
      lastMergeable &&
      (role === "user" || (messageId(entry) !== undefined && messageId(entry) === messageId(last.parts.at(-1)!.entry)));
    if (joins) last.parts.push({ entry });
    else {
      messages.push({ role, parts: [{ entry }] });
      lastMergeable = mergeable(entry);
    }
  }
  for (const message of messages) {
    if (message.parts.length === 1) continue;
    const blocks: BlockOrigin[] = message.parts.flatMap((part, i) => {
      const content = messageOf(part.entry)!.content;
      return Array.isArray(content) ? content.map((_, index) => ({ part: i, index })) : [{ part: i, index: -1 }];
    });
    const isResult = (origin: BlockOrigin) => {
      const block = origin.index < 0 ? undefined : (messageOf(message.parts[origin.part]!.entry)!.content as unknown[])[origin.index];
      return isRecord(block) && block.type === "tool_result";
    };
    message.blocks = message.role === "user" ? [...blocks.filter(isResult), ...blocks.filter((b) => !isResult(b))] : blocks;
  }
  return messages;
}

function contentOf(message: RebuiltMessage): unknown {
  if (!message.blocks) return messageOf(message.parts[0]!.entry)!.content;
  return message.blocks.map(({ part, index }) => {
    const content = messageOf(message.parts[part]!.entry)!.content;
    return index < 0 ? { type: "text", text: content } : (content as unknown[])[index];
  });
}

/** Rebuilds the API history of a transcript's parsed lines. */
export function rebuildTranscript(documents: readonly ParsedDocument[]): RebuiltTranscript {
  const entries = readEntries(documents);
  const byUuid = new Map<string, TranscriptEntry>();
  for (const entry of entries) byUuid.set(entry.uuid, entry); // a repeated uuid: the last line wins, as in the SDK
  const { leaf, chain } = buildChain(entries, byUuid);
  const messages = groupMessages(chain);
  const request = { messages: messages.map((message) => ({ role: message.role, content: contentOf(message) })) };
  let model: string | undefined;
  for (const message of messages) {
    if (message.role !== "assistant") continue;
    for (const part of message.parts) {
      const value = str(messageOf(part.entry)!.model);
      if (value && value !== SYNTHETIC_MODEL) model = value;
    }
  }
  const fallback = messages[0]?.parts[0]!.entry.document ?? documents[0]?.index ?? 0;
  const lastDocument = messages.length ? messages.at(-1)!.parts.at(-1)!.entry.document : fallback;
  const locate = (pointer: string): UnitLocation => locateInTranscript(messages, pointer, fallback, lastDocument);
  return { entries, chain, leaf, messages, request, model, locate };
}

function locateInTranscript(messages: RebuiltMessage[], pointer: string, fallback: number, lastDocument: number): UnitLocation {
  const approximately = (document: number, at = ""): UnitLocation => ({ document, pointer: at, approximate: true });
  let tokens: string[];
  try {
    tokens = parsePointer(pointer);
  } catch {
    return approximately(fallback);
  }
  if (tokens[0] !== "messages" || tokens.length < 2) return approximately(fallback);
  const message = /^(0|[1-9]\d*)$/.test(tokens[1]!) ? messages[Number(tokens[1])] : undefined;
  if (!message) return approximately(lastDocument);
  const first = message.parts[0]!;
  const single = message.parts.length === 1;
  const [field, index, ...rest] = tokens.slice(2);
  // A message or its role spans lines (and `role` is the line's `type`): findings land there, edits cannot.
  if (field === undefined) return approximately(first.entry.document, "/message");
  if (field === "role") return approximately(first.entry.document, "role" in messageOf(first.entry)! ? "/message/role" : "/type");
  if (field !== "content") return approximately(first.entry.document, joinPointer("/message", ...tokens.slice(2)));
  if (index === undefined)
    return single ? { document: first.entry.document, pointer: "/message/content" } : approximately(first.entry.document, "/message/content");
  if (single || !message.blocks) return { document: first.entry.document, pointer: joinPointer("/message/content", index, ...rest) };
  const k = index === "-" ? message.blocks.length : /^(0|[1-9]\d*)$/.test(index) ? Number(index) : -1;
  const origin = message.blocks[k];
  if (!origin) {
    // Past the end (an insertion): the end of the line that holds the last block, when that block ends its line.
    const lastOrigin = message.blocks.at(-1);
    const part = lastOrigin && message.parts[lastOrigin.part]!;
    const content = part && messageOf(part.entry)!.content;
    return part && k === message.blocks.length && Array.isArray(content) && lastOrigin!.index === content.length - 1
      ? { document: part.entry.document, pointer: joinPointer("/message/content", content.length, ...rest) }
      : approximately((part ?? first).entry.document, "/message/content");
  }
  const part = message.parts[origin.part]!;
  if (origin.index < 0) {
    // The line's string became one text block: its `text` is the string itself.
    return rest.length === 1 && rest[0] === "text"
      ? { document: part.entry.document, pointer: "/message/content" }
      : approximately(part.entry.document, "/message/content");
  }
  return { document: part.entry.document, pointer: joinPointer("/message/content", origin.index, ...rest) };
}

/** `--input-format claude-code`, and transcripts recognised by their lines. */
export const claudeCodeAdapter: InputAdapter = {
  name: "claude-code",
  description: "a Claude Code session transcript",
  read(documents: readonly ParsedDocument[], context: ReadContext): ReadUnits | undefined {
    if (context.format !== "claude-code" && !looksLikeTranscript(documents)) return undefined;
    // The last document of the input (a loop: a transcript may have more lines than a call takes arguments).
    let last = -1;
    for (const { index } of documents) last = Math.max(last, index);
    for (const index of context.unparsed ?? []) last = Math.max(last, index);
    // A line that does not parse is skipped on resume; the last one was cut off while it was being written.
    const syntax = (context.unparsed ?? []).map((document) => ({
      document,
      ruleId: "transcript-line-unreadable",
      messageId: document === last ? "truncated" : "corrupt",
    }));
    const rebuilt = rebuildTranscript(documents);
    if (rebuilt.messages.length === 0) {
      const recognised = looksLikeTranscript(documents);
      return {
        units: [],
        unrecognized:
          recognised || documents.length === 0
            ? []
            : [
                {
                  document: documents[0]!.index,
                  found: `${describe(documents[0]!.value)}, and no user or assistant entry of a Claude Code transcript`,
                },
              ],
        syntax,
      };
    }
    const unit: RequestUnit = {
      request: rebuilt.request,
      locate: rebuilt.locate,
      ...(rebuilt.model ? { settings: { model: rebuilt.model } } : {}),
    };
    return { units: [unit], unrecognized: [], syntax };
  },
};
