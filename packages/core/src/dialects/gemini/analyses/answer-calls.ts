/**
 * The suggestion shared by the rules on unanswered Gemini function calls (gemini-fr-count, gemini-call-unanswered): an
 * error response for each call that no response of the next content answers.
 */
import type { Edit, Fix } from "../../../types.js";
import type { Content, Part } from "../model.js";
import { functionId, functionName, type CountMismatch } from "./function-turns.js";

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
export function answerMissingCalls({ callParts, responseTurn }: CountMismatch): Fix | undefined {
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
