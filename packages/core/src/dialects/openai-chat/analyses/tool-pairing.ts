/**
 * The pairing of an assistant message's `tool_calls` with the `tool` messages that answer them (providers.md
 * openai-chat §1, §3, §6), computed once per request on the shared analysis (model/pairing.ts): the `tool`
 * messages right after an assistant message (in a row, any order) answer its calls by `tool_call_id`.
 */
import { allAnswered, analyzePairing, type Pairing, type PairingRules } from "../../../model/pairing.js";
import { type ChatMessage, type ChatModel, type ChatTurn, type PairingItem, type ToolCall } from "../model.js";
import { firstByKey, memo } from "../../../model/values.js";

/** An assistant message some of whose calls have no `tool` message in the run right after it. */
export interface UnansweredCalls {
  message: ChatMessage;
  calls: ToolCall[];
  /** The first message after the run of `tool` messages, where OpenAI notices (its `param`); undefined at the end. */
  next: ChatMessage | undefined;
}

export interface ChatPairing {
  unanswered: UnansweredCalls[];
  /** `tool` messages whose previous turn is not an assistant message with `tool_calls`. */
  orphans: ChatMessage[];
  /** `tool` messages right after an assistant message with `tool_calls`, answering none of its ids. */
  unknownIds: ChatMessage[];
  /** A second `tool` message for an id in the same run, with the first. */
  duplicates: { message: ChatMessage; first: ChatMessage }[];
}

const PAIRING: PairingRules<PairingItem> = {
  kindOf: (item) => (item.kind === "tool_call" ? "call" : item.role === "tool" ? "result" : "other"),
  idOf: (item) => (item.kind === "tool_call" ? item.id : item.toolCallId),
  callRole: "assistant",
  match: "id",
};

/** An assistant message whose `tool_calls` holds at least one call: the messages after it must answer them. */
export function hasToolCalls(message: ChatMessage | undefined): boolean {
  return message !== undefined && message.role === "assistant" && Array.isArray(message.value.tool_calls) && message.value.tool_calls.length > 0;
}

function pair(model: ChatModel): Pairing<PairingItem> {
  return analyzePairing(model.turns, PAIRING);
}

/** Every call's and `tool` message's verdict (what the view draws), once per request. */
export function chatPairingFindings(model: ChatModel): Pairing<PairingItem> {
  return memo(model, pair);
}

function analyze(model: ChatModel): ChatPairing {
  const { turns } = model;
  // A clean history (most of them) has no finding to list: no analysis by id for it.
  if (allAnswered(turns, PAIRING)) return { unanswered: [], orphans: [], unknownIds: [], duplicates: [] };
  const pairing = chatPairingFindings(model);
  const unanswered: UnansweredCalls[] = [];
  for (const finding of pairing.calls) {
    if (finding.status !== "missing") continue;
    const call = finding.call as ToolCall;
    const last = unanswered.at(-1);
    if (last !== undefined && last.message === call.message) {
      last.calls.push(call);
      continue;
    }
    const next = finding.nextTurn as ChatTurn | undefined;
    const after = next !== undefined && next.role === "tool" ? (turns[next.index + 1] as ChatTurn | undefined) : next;
    unanswered.push({ message: call.message, calls: [call], next: after?.messages[0] });
  }
  const orphans: ChatMessage[] = [];
  const unknownIds: ChatMessage[] = [];
  const duplicates: { message: ChatMessage; first: ChatMessage }[] = [];
  for (const finding of pairing.results) {
    const message = finding.result as ChatMessage;
    if (finding.status === "duplicate") duplicates.push({ message, first: finding.related as ChatMessage });
    else if (finding.status === "unexpected") {
      const previous = turns[finding.turn.index - 1] as ChatTurn | undefined;
      if (hasToolCalls(previous?.messages[0])) unknownIds.push(message);
      else orphans.push(message);
    }
  }
  return { unanswered, orphans, unknownIds, duplicates };
}

export function chatPairing(model: ChatModel): ChatPairing {
  return memo(model, analyze);
}

const firstCalls = (model: ChatModel): Map<string, ToolCall> =>
  firstByKey(
    model.messages.flatMap((message) => message.toolCalls),
    (call) => call.id,
  );

/** The first call with each id, in request order: built once per request, for the rules that name a result's call. */
export function firstCallById(model: ChatModel): Map<string, ToolCall> {
  return memo(model, firstCalls);
}
