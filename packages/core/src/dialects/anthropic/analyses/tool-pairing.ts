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
import {
  allAnswered,
  analyzePairing,
  type CallFinding,
  type CallStatus,
  type PairingRules,
  type ResultFinding,
  type ResultStatus,
} from "../../../model/pairing.js";
import { shared, type Block, type Conversation, type Turn } from "../conversation.js";

export type ToolUseStatus = CallStatus;
/** A client `tool_use` block's place in the pairing: `call` is the block; `nextTurn` the user turn after its own. */
export type ToolUseFinding = CallFinding<Block> & { id: string; turn: Turn; nextTurn: Turn | undefined };
export type ToolResultStatus = ResultStatus;
/** A `tool_result` block's place in the pairing: `result` is the block; `related` a `tool_use` elsewhere, or the first result. */
export type ToolResultFinding = ResultFinding<Block> & { id: string };

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
  toolUsesById: readonly { id: string; calls: readonly Block[] }[];
}

const SERVER_TOOL_USE_TYPES = new Set(["server_tool_use", "mcp_tool_use"]);

const isServerToolUseType = (type: string) => SERVER_TOOL_USE_TYPES.has(type);
const isServerToolResultType = (type: string) => type !== "tool_result" && type.endsWith("_tool_result");

export function isServerToolUse(block: Block): boolean {
  return block.type !== undefined && isServerToolUseType(block.type);
}

/** `web_search_tool_result`, `code_execution_tool_result`, `mcp_tool_result`, `advisor_tool_result`, … */
export function isServerToolResult(block: Block): boolean {
  return block.type !== undefined && isServerToolResultType(block.type);
}

/** Whether a server tool use or result may be among these block types. */
function holdsServerToolBlocks(blockTypes: ReadonlySet<string>): boolean {
  for (const type of blockTypes) if (isServerToolUseType(type) || isServerToolResultType(type)) return true;
  return false;
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

/**
 * The Messages API's pairing (api-rules.md §2, §13.1–13.4): results answer the calls of the assistant turn right
 * before, by id, and open the user turn; nothing but `tool_use` blocks may follow a `tool_use` in its turn.
 */
const PAIRING: PairingRules<Block> = {
  kindOf: (block) => (block.type === "tool_use" ? "call" : block.type === "tool_result" ? "result" : "other"),
  idOf: (block) => stringField(block, block.type === "tool_use" ? "id" : "tool_use_id"),
  callRole: "assistant",
  match: "id",
  resultsFirst: true,
  callsLast: true,
};

export function analyzeToolPairing(conversation: Conversation): ToolPairing {
  const { turns } = conversation;
  // Calls and results without an id are not paired (the structural rules report them): every finding has its id.
  const pairing = analyzePairing(turns, PAIRING);
  const { serverToolUses, serverToolResults } = serverTools(conversation);
  return {
    toolUses: pairing.calls as ToolUseFinding[],
    toolResults: pairing.results as ToolResultFinding[],
    serverToolUses,
    serverToolResults,
    toolUsesById: pairing.callsById,
  };
}

/**
 * The pairing as the rules read it: the full analysis, or, for a history the quick check finds clean (every
 * `tool_use` answered where it must be, its id used once in its turn: most requests), no client finding at all,
 * which is what the full analysis gives the rules to report. The view draws from `analyzeToolPairing`.
 */
export function pairingForRules(conversation: Conversation): ToolPairing {
  const { turns } = conversation;
  if (!allAnswered(turns, PAIRING, { distinctCallIds: true })) return shared(conversation, analyzeToolPairing);
  const { serverToolUses, serverToolResults } = serverTools(conversation);
  return { toolUses: [], toolResults: [], serverToolUses, serverToolResults, toolUsesById: [] };
}

/** The server tool uses and results of every assistant turn. */
function serverTools({ turns, index }: Conversation): Pick<ToolPairing, "serverToolUses" | "serverToolResults"> {
  const serverToolUses: ServerToolUseFinding[] = [];
  const serverToolResults: ServerToolResultFinding[] = [];
  // Most requests hold no server tool block (the index has every type, nested ones too): no turn is read for them.
  if (!holdsServerToolBlocks(index.blockTypes)) return { serverToolUses, serverToolResults };
  for (const turn of turns) {
    if (turn.role === "assistant") analyzeServerTools(turn, turns[turn.index + 1], turns.length, serverToolUses, serverToolResults);
  }
  return { serverToolUses, serverToolResults };
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
    const resultType = serverResultType(block, name);
    const status: ServerToolUseStatus = resolved.has(id)
      ? "resolved"
      : isLastTurn || (nextIsLast && nextHasResults && !nextBreaker)
        ? "in-flight"
        : nextHasResults && nextBreaker
          ? "mixed-user-turn"
          : "unresolved";
    // One literal, no spread: a spread followed by a new key takes V8's slow path on Node 20 (about 0.6 µs).
    const finding: ServerToolUseFinding = { serverToolUse: block, id, name, resultType, status };
    if (status === "mixed-user-turn") finding.breaker = nextBreaker;
    serverToolUses.push(finding);
  }
}
