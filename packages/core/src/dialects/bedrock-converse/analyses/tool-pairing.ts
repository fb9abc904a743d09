/**
 * The pairing of `toolUse` blocks with `toolResult` blocks, on the one pairing analysis (model/pairing.ts), once
 * per request. Converse's parameters (providers.md Bedrock §1, §6): each message is its own turn (no merging);
 * an assistant message's `toolUse` ids are answered by `toolResult.toolUseId`s in the next message, in any order
 * and with other blocks around them (§4: results + text accepted); the service counts the results of a user
 * message against the uses of the message before it. Claude adds its own rule behind Converse's: the results must
 * open the message (pydantic/pydantic-ai#7564), so for Claude the analysis runs with `resultsFirst`.
 */
import { allAnswered, analyzePairing, type Pairing, type PairingRules } from "../../../model/pairing.js";
import { shared, stringAt, type Block, type ConverseModel, type Turn } from "../model.js";

export interface MissingResults {
  /** The user message that should hold the results. */
  turn: Turn;
  /** The assistant message whose uses go unanswered. */
  callTurn: Turn;
  ids: string[];
  /** A result for one of the ids elsewhere in the request (a pair split across messages), when there is one. */
  stray: Block | undefined;
}

export interface ResultsNotFirst {
  /** The assistant message whose uses Claude reports. */
  callTurn: Turn;
  turn: Turn;
  ids: string[];
  /** The first block of `turn` that is not a result. */
  breaker: Block | undefined;
  /** Every result block of `turn`, in order. */
  results: Block[];
}

export interface ExcessResults {
  turn: Turn;
  results: Block[];
  /** Uses in the message before (0 when it is not an assistant message). */
  calls: number;
  /** Results that answer no use of the message before. */
  unexpected: Block[];
}

export interface ToolPairing {
  missing: MissingResults[];
  notFirst: ResultsNotFirst[];
  excess: ExcessResults[];
}

const idOf = (block: Block) => stringAt(block.body, "toolUseId");

/**
 * A server-side tool's use (`type: "server_tool_use"`, or answered by a result in its own assistant message) is
 * run by Bedrock: no later message answers it.
 */
function serverSide(model: ConverseModel): ReadonlySet<Block> | undefined {
  let uses: Set<Block> | undefined;
  for (const turn of model.turns) {
    if (turn.role !== "assistant") continue;
    let answered: Set<string> | undefined;
    for (const block of turn.items) {
      if (block.type !== "toolResult") continue;
      const id = idOf(block);
      if (id !== undefined) (answered ??= new Set()).add(id);
    }
    for (const block of turn.items) {
      if (block.type !== "toolUse") continue;
      // The id is read only when the message answers some use itself (rare): a server tool's result stands beside it.
      const id = answered === undefined ? undefined : idOf(block);
      if (stringAt(block.body, "type") === "server_tool_use" || (id !== undefined && answered!.has(id))) (uses ??= new Set()).add(block);
    }
  }
  // A request without any (most) makes no set.
  return uses;
}

/** The pairing's findings, and the uses a server-side tool runs (answered in their own message, never paired). */
export interface ToolPairingFindings {
  pairing: Pairing<Block>;
  /** Undefined when there is none. */
  server: ReadonlySet<Block> | undefined;
}

/** Converse's pairing parameters; a server-side tool's use is no call. */
const rulesOf = (model: ConverseModel, server: ReadonlySet<Block> | undefined): PairingRules<Block> => ({
  kindOf: (block) => (block.type === "toolUse" ? (server?.has(block) ? "other" : "call") : block.type === "toolResult" ? "result" : "other"),
  idOf,
  callRole: "assistant",
  match: "id",
  resultsFirst: model.facts?.resultsFirst ?? false,
});

const serverUses = (model: ConverseModel): ReadonlySet<Block> | undefined => shared(model, serverSide);

function pair(model: ConverseModel): ToolPairingFindings {
  const server = serverUses(model);
  return { pairing: analyzePairing(model.turns, rulesOf(model, server)), server };
}

/** Every use's and result's verdict (what the view draws), once per request. */
export function toolPairingFindings(model: ConverseModel): ToolPairingFindings {
  return shared(model, pair);
}

function analyze(model: ConverseModel): ToolPairing {
  const turns = model.turns;
  // A clean history (most of them) has nothing missing, misplaced or in excess: no analysis by id for it.
  if (allAnswered(turns, rulesOf(model, serverUses(model)))) return { missing: [], notFirst: [], excess: [] };
  const { pairing } = toolPairingFindings(model);
  const missing = new Map<Turn, MissingResults>();
  const notFirst = new Map<Turn, ResultsNotFirst>();
  const callsIn = new Map<Turn, number>();
  for (const { id, status, turn, nextTurn, strayResult, breaker } of pairing.calls) {
    const callTurn = turn as Turn;
    callsIn.set(callTurn, (callsIn.get(callTurn) ?? 0) + 1);
    // After the last message, or before another assistant message (bedrock-alternate's), no message is expected to answer.
    if (nextTurn === undefined || nextTurn.role !== "user" || id === undefined) continue;
    const next = nextTurn as Turn;
    if (status === "missing") {
      let entry = missing.get(next);
      if (!entry) missing.set(next, (entry = { turn: next, callTurn, ids: [], stray: undefined }));
      entry.ids.push(id);
      entry.stray ??= strayResult;
    } else if (status === "result-not-first") {
      let entry = notFirst.get(callTurn);
      if (!entry) {
        const results = next.items.filter((block) => block.type === "toolResult");
        notFirst.set(callTurn, (entry = { callTurn, turn: next, ids: [], breaker, results }));
      }
      entry.ids.push(id);
    }
  }
  const resultsIn = new Map<Turn, { all: Block[]; unexpected: Block[] }>();
  for (const { result, status, turn } of pairing.results) {
    const key = turn as Turn;
    let entry = resultsIn.get(key);
    if (!entry) resultsIn.set(key, (entry = { all: [], unexpected: [] }));
    entry.all.push(result);
    if (status === "unexpected" || status === "duplicate") entry.unexpected.push(result);
  }
  const excess: ExcessResults[] = [];
  for (const [turn, { all, unexpected }] of resultsIn) {
    const previous = turn.index > 0 ? turns[turn.index - 1] : undefined;
    const calls = previous !== undefined && previous.message.index === turn.message.index - 1 ? (callsIn.get(previous) ?? 0) : 0;
    if (all.length > calls) excess.push({ turn, results: all, calls, unexpected });
  }
  return { missing: [...missing.values()], notFirst: [...notFirst.values()], excess };
}

export function toolPairing(model: ConverseModel): ToolPairing {
  return shared(model, analyze);
}
