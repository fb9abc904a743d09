/**
 * Gemini's function-calling turn order, beside the one pairing analysis (model/pairing.ts, matched by count, which the
 * view draws): a function call turn is followed by a content with one `functionResponse` part per `functionCall`
 * part (ids optional, any order); a function call turn comes right after a user turn or a function response turn; a
 * function response turn comes right after a function call turn.
 *
 * What Google counts as one turn, from recorded requests: consecutive `model` contents are one turn, their calls
 * added up (two model contents of one call each, answered by one content of two responses, gemini-3-flash-preview:
 * pydantic-ai `test_cross_provider_capability_replay`). Responses split over the user contents after the call turn
 * add up on AI Studio for the models whose facts say so (`splitResponses`, 2.5 Flash: crewAI
 * `test_gemini_parallel_native_tool_calling_*`) and are refused elsewhere (gemini-3-pro-preview, cloudwego/eino-ext#571;
 * Vertex, docker/docker-agent#2958): a model msglint does not know keeps the stricter reading. A call turn followed by
 * a content with no function response at all is accepted by the models whose facts say so (`unansweredCalls`: 2.0 and
 * 2.5, agentjido/req_llm `tool_round_trip_2`, and the alias `gemini-flash-latest`): for them, and for a model msglint
 * does not know, it is an unanswered call (a warning), not a count mismatch.
 */
import { analyzePairing, type Pairing, type PairingRules } from "../../../model/pairing.js";
import { get, isRecord } from "../fields.js";
import { shared, type Content, type GeminiRequest, type Part } from "../model.js";

/** A call turn whose next content answers with another number of function responses. */
export interface CountMismatch {
  /** The first content with calls of the call turn (consecutive model contents are one turn). */
  callTurn: Content;
  /** The calls of the whole call turn, and their number. */
  callParts: Part[];
  calls: number;
  /** The content right after the call turn. */
  responseTurn: Content;
  /**
   * The user contents of nothing but function responses right after a short response turn, up to the number of
   * calls: the responses were split over several contents (one per response is the commonest mistake).
   */
  followers: Content[];
}

export interface FunctionTurns {
  countMismatches: CountMismatch[];
  /**
   * Call turns followed by a content with no function response at all, where the model takes that (or msglint does
   * not know the model): the calls never got their results.
   */
  unansweredCallTurns: CountMismatch[];
  /** Contents holding function responses whose previous content is no function call turn. */
  strayResponseTurns: Content[];
  /** Function call turns that neither open the conversation after a user turn nor follow a function response turn. */
  misplacedCallTurns: Content[];
}

/** A function call's or response's `id`, when it has one. */
export function functionId(part: Part): string | undefined {
  const payload = part.data === undefined ? undefined : get(part.value, part.data);
  return isRecord(payload) && typeof payload.id === "string" ? payload.id : undefined;
}

/** A function call's or response's `name`, when it has one. */
export function functionName(part: Part): string | undefined {
  const payload = part.data === undefined ? undefined : get(part.value, part.data);
  return isRecord(payload) && typeof payload.name === "string" ? payload.name : undefined;
}

const PAIRING: PairingRules<Part> = {
  kindOf: (part) => (part.data === "functionCall" ? "call" : part.data === "functionResponse" ? "result" : "other"),
  idOf: functionId,
  callRole: "model",
  match: "count",
};

/** A content that answers function calls: it holds a response and is not the model's own. */
const isResponseTurn = (content: Content) => content.responses > 0 && content.role !== "model";

const pair = (model: GeminiRequest): Pairing<Part> => analyzePairing(model.contents, PAIRING);

/** Every function call's and response's verdict (what the view draws), once per request. */
export function functionPairing(model: GeminiRequest): Pairing<Part> {
  return shared(model, pair);
}

/** A run of consecutive `model` contents: one turn to Google. */
interface ModelRun {
  contents: Content[];
  calls: number;
}

/**
 * Whether the turns are in order, decided in one pass with nothing allocated (most requests): each run of model
 * contents with calls comes after a user or function response turn and is answered by the next content with as many
 * responses, and each function response turn comes right after such a run. When true, `analyze` finds nothing.
 */
export function inTurnOrder(turns: readonly Content[]): boolean {
  let calls = 0;
  // Where the current run of model contents starts; -1 outside one.
  let runStart = -1;
  for (let i = 0; i < turns.length; i++) {
    const content = turns[i]!;
    if (content.role === "model") {
      if (runStart < 0) runStart = i;
      if (calls === 0 && content.calls > 0 && !opensCallTurn(runStart > 0 ? turns[runStart - 1] : undefined)) return false;
      calls += content.calls;
      continue;
    }
    // The content after a run with calls answers it; any other function response turn is stray.
    if (calls > 0 ? content.responses !== calls : isResponseTurn(content)) return false;
    calls = 0;
    runStart = -1;
  }
  return true;
}

/** Whether a call turn may come after `previous` (the content before its run): a user turn or a function response turn. */
const opensCallTurn = (previous: Content | undefined) => previous !== undefined && (previous.role === "user" || isResponseTurn(previous));

function analyze(model: GeminiRequest): FunctionTurns {
  const turns = model.contents;
  if (inTurnOrder(turns)) return { countMismatches: [], unansweredCallTurns: [], strayResponseTurns: [], misplacedCallTurns: [] };
  return analyzeTurns(model);
}

/** The whole analysis: every count mismatch, stray response turn and misplaced call turn. */
export function analyzeTurns(model: GeminiRequest): FunctionTurns {
  const turns = model.contents;
  // The run of model contents each model content belongs to, built in one pass.
  const runOf = new Map<Content, ModelRun>();
  let run: ModelRun | undefined;
  for (const content of turns) {
    if (content.role !== "model") {
      run = undefined;
      continue;
    }
    run ??= { contents: [], calls: 0 };
    run.contents.push(content);
    run.calls += content.calls;
    runOf.set(content, run);
  }
  // Recorded on AI Studio only; Vertex refused split responses (docker/docker-agent#2958).
  const splitAccepted = model.facts?.splitResponses === true && model.settings.target !== "vertex";
  // A call turn answered by no function response at all (a user text): recorded 200s on both targets for 2.0 and 2.5,
  // and on AI Studio for `gemini-flash-latest`; for a model msglint does not know, whether Google takes it is not known.
  const unansweredMayPass = model.facts === undefined || model.facts.unansweredCalls === true;
  const countMismatches: CountMismatch[] = [];
  const unansweredCallTurns: CountMismatch[] = [];
  const followers = new Set<Content>();
  const misplacedCallTurns: Content[] = [];
  const seen = new Set<ModelRun>();
  for (const content of turns) {
    const own = runOf.get(content);
    if (own === undefined || own.calls === 0 || seen.has(own)) continue;
    seen.add(own);
    const first = own.contents[0]!;
    const callTurn = own.contents.find((c) => c.calls > 0)!;
    const previous = first.index > 0 ? turns[first.index - 1] : undefined;
    if (previous === undefined || (previous.role !== "user" && !isResponseTurn(previous))) misplacedCallTurns.push(callTurn);
    const last = own.contents.at(-1)!;
    const responseTurn = turns[last.index + 1];
    // A call turn that ends the request is still being answered; only a next content can miscount.
    if (responseTurn === undefined || responseTurn.responses === own.calls) continue;
    const callParts = own.contents.flatMap((c) => c.parts.filter((part) => part.data === "functionCall"));
    if (unansweredMayPass && responseTurn.responses === 0) {
      unansweredCallTurns.push({ callTurn, callParts, calls: own.calls, responseTurn, followers: [] });
      continue;
    }
    const split = followersOf(turns, own.calls, responseTurn);
    for (const follower of split) followers.add(follower);
    const added = split.reduce((sum, follower) => sum + follower.responses, responseTurn.responses);
    if (splitAccepted && split.length > 0 && added === own.calls) continue;
    countMismatches.push({ callTurn, callParts, calls: own.calls, responseTurn, followers: split });
  }
  const strayResponseTurns: Content[] = [];
  for (const content of turns) {
    if (!isResponseTurn(content) || followers.has(content)) continue;
    const previous = content.index > 0 ? turns[content.index - 1] : undefined;
    // Right after a call turn, a wrong number of responses is a count mismatch, not a stray turn.
    if (previous !== undefined && (runOf.get(previous)?.calls ?? 0) > 0) continue;
    strayResponseTurns.push(content);
  }
  return { countMismatches, unansweredCallTurns, strayResponseTurns, misplacedCallTurns };
}

/** Nothing but function responses, given as a list of objects: parts that can be moved one by one. */
const onlyResponses = (content: Content) =>
  content.role === "user" &&
  content.responses > 0 &&
  content.responses === content.parts.length &&
  Array.isArray(content.partsValue) &&
  content.partsValue.length === content.parts.length;

function followersOf(turns: readonly Content[], calls: number, responseTurn: Content): Content[] {
  const followers: Content[] = [];
  if (!onlyResponses(responseTurn)) return followers;
  let responses = responseTurn.responses;
  for (let i = responseTurn.index + 1; i < turns.length && responses < calls; i++) {
    const next = turns[i]!;
    if (!onlyResponses(next) || responses + next.responses > calls) break;
    followers.push(next);
    responses += next.responses;
  }
  return followers;
}

export function functionTurns(model: GeminiRequest): FunctionTurns {
  return shared(model, analyze);
}
