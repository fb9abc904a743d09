import type { Edit, Fix } from "../../../types.js";
import { functionId, functionName, functionTurns, type CountMismatch } from "../analyses/function-turns.js";
import { createRule } from "../create-rule.js";
import type { Content, Part } from "../model.js";
import { FR_COUNT } from "../texts.js";

export default createRule("gemini-fr-count", {
  meta: {
    description: "The content after a function call turn does not hold one `functionResponse` part per `functionCall` part of that turn.",
    category: "api",
    recommended: true,
    fixable: true,
    hasSuggestions: true,
    spec: "providers.md gemini §3",
    messages: { count: FR_COUNT },
    hints: {
      split:
        "{{callTurn}} has {{calls}} functionCall part(s); {{responseTurn}} answers {{responses}} of them and the rest follow in the contents after it. Gemini counts only the content right after the call turn: the responses must all be parts of it.",
      fewer:
        "{{callTurn}} has {{calls}} functionCall part(s), but {{responseTurn}} has {{responses}} functionResponse part(s): every call needs its response in the content right after the call turn (the call was interrupted, or its response was dropped).",
      more: "{{responseTurn}} has {{responses}} functionResponse part(s), but {{callTurn}} before it has {{calls}} functionCall part(s): a response answers no call (a call was dropped by a compaction or a truncation).",
    },
    api: {
      status: "C",
      area: "function calling",
      reason: "Counts the function calls of each model content and the function responses of the content after it.",
    },
  },
  visit: {
    request(context) {
      for (const mismatch of functionTurns(context.model).countMismatches) {
        const { callTurn, responseTurn, calls } = mismatch;
        const data = { callTurn: callTurn.path, responseTurn: responseTurn.path, calls, responses: responseTurn.responses };
        if (mismatch.followers.length > 0) {
          context.report({ messageId: "count", at: responseTurn, data, hint: "split", fix: mergeSplitResponses(mismatch) });
          continue;
        }
        const fewer = responseTurn.responses < calls;
        const answer = fewer ? answerMissingCalls(mismatch) : undefined;
        context.report({ messageId: "count", at: responseTurn, data, hint: fewer ? "fewer" : "more", suggestions: answer ? [answer] : undefined });
      }
    },
  },
});

/**
 * Responses split over the user contents after the call turn: moving them into the first keeps every response and
 * its order, so it is a fix, when they add up to the calls.
 */
function mergeSplitResponses({ calls, responseTurn, followers }: CountMismatch): Fix | undefined {
  const responses = followers.reduce((sum, follower) => sum + follower.responses, responseTurn.responses);
  if (followers.length === 0 || responses !== calls) return undefined;
  const edits: Edit[] = [];
  for (const follower of followers) {
    for (let i = 0; i < follower.parts.length; i++)
      edits.push({ op: "move", from: follower.parts[0]!.pointer, path: `${responseTurn.pointer}/parts/-` });
  }
  for (let i = followers.length - 1; i >= 0; i--) edits.push({ op: "remove", path: followers[i]!.pointer });
  return { description: `Move the function responses of ${followers.map((f) => f.path).join(", ")} into ${responseTurn.path}`, edits };
}

/** The calls of the call turn that no response of the next content answers: by id where both have one, else by name. */
function unansweredCalls(callParts: readonly Part[], responseTurn: Content): Part[] | undefined {
  const responses = responseTurn.parts.filter((part) => part.data === "functionResponse");
  // Queues of positions in `responses` instead of a scan per call (quadratic): a call with an id takes the first
  // unused response with that id or with no id and the call's name; a call without one, the first unused with its name.
  const used = new Set<number>();
  const byId = new ResponseQueues(used);
  const byNameWithoutId = new ResponseQueues(used);
  const byName = new ResponseQueues(used);
  responses.forEach((response, position) => {
    const id = functionId(response);
    if (id !== undefined) byId.add(id, position);
    else byNameWithoutId.add(functionName(response), position);
    byName.add(functionName(response), position);
  });
  const unanswered: Part[] = [];
  for (const call of callParts) {
    const id = functionId(call);
    const name = functionName(call);
    const match = id === undefined ? byName.first(name) : Math.min(byId.first(id), byNameWithoutId.first(name));
    if (match < responses.length) used.add(match);
    else unanswered.push(call);
  }
  // Every response must have matched a call, or which calls are unanswered is a guess.
  return used.size === responses.length ? unanswered : undefined;
}

/** Positions of responses by a key, in order; `first` passes each used one once (Infinity: none left). */
class ResponseQueues {
  private readonly queues = new Map<string | undefined, { positions: number[]; head: number }>();

  constructor(private readonly used: ReadonlySet<number>) {}

  add(key: string | undefined, position: number): void {
    const queue = this.queues.get(key);
    if (queue) queue.positions.push(position);
    else this.queues.set(key, { positions: [position], head: 0 });
  }

  first(key: string | undefined): number {
    const queue = this.queues.get(key);
    if (!queue) return Infinity;
    while (queue.head < queue.positions.length && this.used.has(queue.positions[queue.head]!)) queue.head++;
    return queue.positions[queue.head] ?? Infinity;
  }
}

/** An error response for each unanswered call, at the front of the next content (meaning changes: a suggestion). */
function answerMissingCalls({ callParts, responseTurn }: CountMismatch): Fix | undefined {
  if (responseTurn.role !== "user" || !Array.isArray(responseTurn.partsValue)) return undefined;
  const calls = unansweredCalls(callParts, responseTurn);
  if (!calls?.length || calls.some((call) => functionName(call) === undefined)) return undefined;
  const edits: Edit[] = calls.map((call, i) => {
    const id = functionId(call);
    const functionResponse = {
      ...(id !== undefined ? { id } : {}),
      name: functionName(call),
      response: { error: "The tool call was interrupted before it returned a result." },
    };
    return { op: "add", path: `${responseTurn.pointer}/parts/${i}`, value: { functionResponse } };
  });
  return { description: `Answer ${calls.map((call) => functionName(call)).join(", ")} with an error response`, edits };
}
