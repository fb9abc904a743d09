/**
 * The pairing of client `tool_use` blocks with `tool_result` blocks, and of server tool uses with their
 * result blocks, computed once per request. Every pairing rule reports from this one classification, so a
 * broken pair is reported exactly once, under its most specific rule.
 *
 * Semantics (api-rules.md §2, §3, §13.1–13.4): consecutive same-role messages are one turn; the results for
 * an assistant turn's `tool_use` blocks must form the leading run of the next user turn (in any order);
 * client `tool_use` blocks must be the last blocks of their assistant turn; a server tool use is resolved by
 * a result block later in the same assistant turn, or is in flight (last turn, or followed only by a user
 * turn of `tool_result` blocks).
 */
import type { Block, Conversation, Turn } from "../conversation.js";

export type ToolUseStatus =
  /** Answered in the leading run of the next user turn. */
  | "answered"
  /** No result for it in the next user turn. */
  | "missing"
  /** The next user turn holds its result, but another block comes before the results. */
  | "result-not-first"
  /** The next user turn holds its result, but the `tool_use` is followed by other blocks in its own turn. */
  | "not-last";

export interface ToolUseFinding {
  toolUse: Block;
  id: string;
  status: ToolUseStatus;
  /** The assistant turn that holds the `tool_use`. */
  turn: Turn;
  /** The next user turn, when there is one. */
  nextTurn: Turn | undefined;
  /** For `result-not-first`: the block that breaks the leading run. For `not-last`: the first block after the `tool_use`. */
  breaker?: Block;
  /** For `missing`: a result for this id elsewhere in the request (a split pair). */
  strayResult?: Block;
}

export type ToolResultStatus =
  | "answered"
  /** Its id names no `tool_use` in the assistant turn right before. */
  | "unexpected"
  /** A second result for the same id in the turn. */
  | "duplicate"
  /** Matches, but stands after a block that breaks the leading run (reported on the `tool_use`). */
  | "displaced";

export interface ToolResultFinding {
  toolResult: Block;
  id: string;
  status: ToolResultStatus;
  /** For `unexpected`: a `tool_use` with this id elsewhere in the request. For `duplicate`: the first result. */
  related?: Block;
}

export type ServerToolUseStatus =
  | "resolved"
  /** No result yet, but accepted: the turn is last (a `pause_turn` resume) or only client results follow. */
  | "in-flight"
  | "unresolved"
  /** No result yet, and the next user turn mixes `tool_result` blocks with other blocks. */
  | "mixed-user-turn";

export interface ServerToolUseFinding {
  serverToolUse: Block;
  id: string;
  name: string;
  resultType: string;
  status: ServerToolUseStatus;
  /** For `mixed-user-turn`: the first block of the next user turn that is not a `tool_result`. */
  breaker?: Block;
}

export interface ServerToolResultFinding {
  result: Block;
  id: string;
  /** A result with no server tool use before it in the same assistant turn. */
  unexpected: boolean;
}

export interface ToolPairing {
  toolUses: ToolUseFinding[];
  toolResults: ToolResultFinding[];
  serverToolUses: ServerToolUseFinding[];
  serverToolResults: ServerToolResultFinding[];
  /** Client `tool_use` blocks in assistant turns with the same id, in request order: one entry per id, by first use. */
  toolUsesById: readonly { id: string; toolUses: readonly Block[] }[];
}

const SERVER_TOOL_USE_TYPES = new Set(["server_tool_use", "mcp_tool_use"]);

export function isServerToolUse(block: Block): boolean {
  return block.type !== undefined && SERVER_TOOL_USE_TYPES.has(block.type);
}

/** `web_search_tool_result`, `code_execution_tool_result`, `mcp_tool_result`, `advisor_tool_result`, … */
export function isServerToolResult(block: Block): boolean {
  return block.type !== undefined && block.type !== "tool_result" && block.type.endsWith("_tool_result");
}

/** The result block type the API expects for a server tool (api-rules.md #14). */
export function serverResultType(block: Block, name: string): string {
  if (block.type === "mcp_tool_use") return "mcp_tool_result";
  if (name.startsWith("tool_search_tool_")) return "tool_search_tool_result";
  return `${name}_tool_result`;
}

function stringField(block: Block, field: string): string | undefined {
  const value = block.value[field];
  return typeof value === "string" ? value : undefined;
}

const isToolResult = (block: Block) => block.type === "tool_result";

/** Length of the run of `tool_result` blocks that opens the turn. */
function leadingResultCount(turn: Turn): number {
  let count = 0;
  while (count < turn.blocks.length && isToolResult(turn.blocks[count]!)) count++;
  return count;
}

/** A user turn that holds results for an id: whether one of them is in the run of results that opens the turn. */
interface ResultPlace {
  turn: Turn;
  leading: boolean;
  /** The next user turn with a result for the same id, in request order. */
  next: ResultPlace | undefined;
}

/** Everything the pairing knows about one id: one map lookup per block, the id strings being long and fresh. */
interface IdRecord {
  id: string;
  /** Client `tool_use` blocks in assistant turns, in request order. */
  toolUses: Block[];
  /** The first `tool_result` in a user turn. */
  firstResult: Block | undefined;
  /** The user turns with results, from the first; moved forward as assistant turns are read (see `placeIn`). */
  places: ResultPlace | undefined;
  lastPlace: ResultPlace | undefined;
  /** How far `calledIn` has read `toolUses`. */
  usedCursor: number;
  /** The first counted result in the user turn being read, and that turn. */
  countedTurn: Turn | undefined;
  counted: Block | undefined;
}

/**
 * The place of the id's results in `turn`, if any. Turns are asked about in request order, so the cursor only
 * moves forward and each id's list is walked once in all (hostile input repeating one id stays linear).
 */
function placeIn(record: IdRecord | undefined, turn: Turn | undefined): ResultPlace | undefined {
  if (record === undefined || turn === undefined) return undefined;
  let place = record.places;
  while (place !== undefined && place.turn.index < turn.index) place = place.next;
  record.places = place;
  return place !== undefined && place.turn === turn ? place : undefined;
}

/** Whether one of the id's `tool_use` blocks stands in the assistant `turn`; asked in request order, like `placeIn`. */
function calledIn(record: IdRecord | undefined, turn: Turn | undefined, turnOfMessage: readonly (Turn | undefined)[]): boolean {
  if (record === undefined || turn === undefined) return false;
  const { toolUses } = record;
  let at = record.usedCursor;
  while (at < toolUses.length && turnOfMessage[toolUses[at]!.messageIndex]!.index < turn.index) at++;
  record.usedCursor = at;
  return at < toolUses.length && turnOfMessage[toolUses[at]!.messageIndex] === turn;
}

export function analyzeToolPairing(conversation: Conversation): ToolPairing {
  const { turns, turnOfMessage } = conversation;
  // One request-wide index by id, rather than sets per turn: most turns hold one or two tool blocks.
  const byId = new Map<string, IdRecord>();
  const toolUsesById: IdRecord[] = [];
  for (const turn of turns) {
    const assistant = turn.role === "assistant";
    const blocks = turn.blocks;
    const leading = assistant ? 0 : leadingResultCount(turn);
    for (let i = 0; i < blocks.length; i++) {
      const block = blocks[i]!;
      if (assistant ? block.type !== "tool_use" : !isToolResult(block)) continue;
      const id = stringField(block, assistant ? "id" : "tool_use_id");
      if (id === undefined) continue;
      let record = byId.get(id);
      if (record === undefined) {
        record = {
          id,
          toolUses: [],
          firstResult: undefined,
          places: undefined,
          lastPlace: undefined,
          usedCursor: 0,
          countedTurn: undefined,
          counted: undefined,
        };
        byId.set(id, record);
      }
      if (assistant) {
        if (record.toolUses.push(block) === 1) toolUsesById.push(record);
        continue;
      }
      const last = record.lastPlace;
      if (last !== undefined && last.turn === turn) {
        if (i < leading) last.leading = true;
        continue;
      }
      const place: ResultPlace = { turn, leading: i < leading, next: undefined };
      if (last) last.next = place;
      else {
        record.firstResult = block;
        record.places = place;
      }
      record.lastPlace = place;
    }
  }

  const toolUses: ToolUseFinding[] = [];
  const toolResults: ToolResultFinding[] = [];
  const serverToolUses: ServerToolUseFinding[] = [];
  const serverToolResults: ServerToolResultFinding[] = [];

  for (const turn of turns) {
    const blocks = turn.blocks;
    if (turn.role === "assistant") {
      const nextTurn = turns[turn.index + 1];
      // The first block after the current position that is not a `tool_use`, found walking back once when needed.
      let afterAt: (Block | undefined)[] | undefined;
      for (let i = 0; i < blocks.length; i++) {
        const block = blocks[i]!;
        if (block.type !== "tool_use") continue;
        const id = stringField(block, "id");
        if (id === undefined) continue;
        if (afterAt === undefined) {
          afterAt = new Array(blocks.length);
          let after: Block | undefined;
          for (let j = blocks.length - 1; j >= 0; j--) {
            afterAt[j] = after;
            if (blocks[j]!.type !== "tool_use") after = blocks[j];
          }
        }
        const after = afterAt[i];
        const record = byId.get(id);
        const place = placeIn(record, nextTurn);
        let finding: ToolUseFinding;
        if (after && place !== undefined) {
          finding = { toolUse: block, id, status: "not-last", turn, nextTurn, breaker: after };
        } else if (place?.leading) {
          finding = { toolUse: block, id, status: "answered", turn, nextTurn };
        } else if (place !== undefined) {
          finding = { toolUse: block, id, status: "result-not-first", turn, nextTurn, breaker: nextTurn!.blocks[leadingResultCount(nextTurn!)] };
        } else {
          const strayResult = record?.firstResult;
          finding = { toolUse: block, id, status: "missing", turn, nextTurn, ...(strayResult ? { strayResult } : {}) };
        }
        toolUses.push(finding);
      }
      analyzeServerTools(turn, nextTurn, turns.length, serverToolUses, serverToolResults);
    } else {
      const previous = turn.index > 0 ? turns[turn.index - 1] : undefined;
      const leading = leadingResultCount(turn);
      for (let i = 0; i < blocks.length; i++) {
        const block = blocks[i]!;
        const id = isToolResult(block) ? stringField(block, "tool_use_id") : undefined;
        if (id === undefined) continue;
        const record = byId.get(id)!;
        if (!calledIn(record, previous, turnOfMessage)) {
          const related = record.toolUses[0];
          toolResults.push({ toolResult: block, id, status: "unexpected", ...(related ? { related } : {}) });
        } else if (record.countedTurn === turn) {
          toolResults.push({ toolResult: block, id, status: "duplicate", related: record.counted! });
        } else {
          record.countedTurn = turn;
          record.counted = block;
          toolResults.push({ toolResult: block, id, status: i < leading ? "answered" : "displaced" });
        }
      }
    }
  }
  return { toolUses, toolResults, serverToolUses, serverToolResults, toolUsesById };
}

function analyzeServerTools(
  turn: Turn,
  nextTurn: Turn | undefined,
  turnCount: number,
  serverToolUses: ServerToolUseFinding[],
  serverToolResults: ServerToolResultFinding[],
): void {
  let serverBlocks = false;
  for (const block of turn.blocks) if (isServerToolUse(block) || isServerToolResult(block)) serverBlocks = true;
  // Most turns hold no server tool block: no sets for them.
  if (!serverBlocks) return;
  const usedBefore = new Set<string>();
  const resolved = new Set<string>();
  for (const block of turn.blocks) {
    if (isServerToolUse(block)) {
      const id = stringField(block, "id");
      if (id !== undefined) usedBefore.add(id);
    } else if (isServerToolResult(block)) {
      const id = stringField(block, "tool_use_id");
      if (id === undefined) continue;
      const unexpected = !usedBefore.has(id);
      if (!unexpected) resolved.add(id);
      serverToolResults.push({ result: block, id, unexpected });
    }
  }
  const isLastTurn = turn.index === turnCount - 1;
  const nextHasResults = nextTurn?.blocks.some(isToolResult) ?? false;
  const nextBreaker = nextTurn?.blocks.find((b) => !isToolResult(b));
  const nextIsLast = nextTurn !== undefined && nextTurn.index === turnCount - 1;
  for (const block of turn.blocks) {
    if (!isServerToolUse(block)) continue;
    const id = stringField(block, "id");
    if (id === undefined) continue;
    const name = stringField(block, "name") ?? block.type!;
    const base = { serverToolUse: block, id, name, resultType: serverResultType(block, name) };
    if (resolved.has(id)) serverToolUses.push({ ...base, status: "resolved" });
    else if (isLastTurn || (nextIsLast && nextHasResults && !nextBreaker)) serverToolUses.push({ ...base, status: "in-flight" });
    else if (nextHasResults && nextBreaker) serverToolUses.push({ ...base, status: "mixed-user-turn", breaker: nextBreaker });
    else serverToolUses.push({ ...base, status: "unresolved" });
  }
}
