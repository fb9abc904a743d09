/**
 * Gemini's function-calling turn order, from the one pairing analysis (model/pairing.ts, matched by count): a
 * `model` content with N `functionCall` parts is answered by the content right after it with N
 * `functionResponse` parts (ids optional, any order); a function call turn comes right after a user turn or a
 * function response turn; a function response turn comes right after a function call turn. Each content is a
 * turn: Gemini merges nothing, so responses split over two contents do not add up (cloudwego/eino-ext#571).
 */
import { analyzePairing, type Pairing, type PairingRules } from "../../../model/pairing.js";
import { get, isRecord } from "../fields.js";
import { shared, type Content, type GeminiRequest, type Part } from "../model.js";

/** A call turn whose next content answers with another number of function responses. */
export interface CountMismatch {
  callTurn: Content;
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

function analyze(model: GeminiRequest): FunctionTurns {
  const turns = model.contents;
  const pairing = functionPairing(model);
  const mismatched = new Map<Content, CountMismatch>();
  const mismatch = (callTurn: Content, responseTurn: Content) => {
    if (!mismatched.has(callTurn)) mismatched.set(callTurn, { callTurn, responseTurn, followers: followersOf(turns, callTurn, responseTurn) });
  };
  for (const { status, turn, nextTurn } of pairing.calls) {
    // A call turn that ends the request is still being answered; only a next content can miscount.
    if (status === "missing" && nextTurn !== undefined) mismatch(turn as Content, nextTurn as Content);
  }
  const stray = new Set<Content>();
  const followers = new Set<Content>();
  for (const { followers: list } of mismatched.values()) for (const follower of list) followers.add(follower);
  for (const { status, turn } of pairing.results) {
    if (status !== "unexpected") continue;
    const content = turn as Content;
    const previous = content.index > 0 ? turns[content.index - 1] : undefined;
    if (previous !== undefined && previous.role === "model" && previous.calls > 0) mismatch(previous, content);
    // A follower of a split answer is reported once, with the count it spoils.
    else if (isResponseTurn(content) && !followers.has(content)) stray.add(content);
  }
  const misplacedCallTurns: Content[] = [];
  for (const content of turns) {
    if (content.role !== "model" || content.calls === 0) continue;
    const previous = content.index > 0 ? turns[content.index - 1] : undefined;
    if (previous === undefined || (previous.role !== "user" && !isResponseTurn(previous))) misplacedCallTurns.push(content);
  }
  const countMismatches = [...mismatched.values()].sort((a, b) => a.responseTurn.index - b.responseTurn.index);
  return { countMismatches, strayResponseTurns: [...stray].sort((a, b) => a.index - b.index), misplacedCallTurns };
}

/** Nothing but function responses, given as a list of objects: parts that can be moved one by one. */
const onlyResponses = (content: Content) =>
  content.role === "user" &&
  content.responses > 0 &&
  content.responses === content.parts.length &&
  Array.isArray(content.partsValue) &&
  content.partsValue.length === content.parts.length;

function followersOf(turns: readonly Content[], callTurn: Content, responseTurn: Content): Content[] {
  const followers: Content[] = [];
  if (!onlyResponses(responseTurn)) return followers;
  let responses = responseTurn.responses;
  for (let i = responseTurn.index + 1; i < turns.length && responses < callTurn.calls; i++) {
    const next = turns[i]!;
    if (!onlyResponses(next) || responses + next.responses > callTurn.calls) break;
    followers.push(next);
    responses += next.responses;
  }
  return followers;
}

export function functionTurns(model: GeminiRequest): FunctionTurns {
  return shared(model, analyze);
}
