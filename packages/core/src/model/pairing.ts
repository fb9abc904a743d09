/**
 * The pairing of tool calls with their results, once for every format. Each dialect hands its turns (consecutive
 * messages it treats as one turn, in request order) and says which items are calls and results and how they
 * match; the analysis classifies every call and every result once, so each broken pair is reported exactly once,
 * under its most specific rule.
 *
 * The idea every format shares: the results of a turn's calls are in the turn right after it (the Responses API:
 * anywhere after), one per call, matched by id (Gemini: by count, ids optional).
 */
import { IdIndex } from "./id-index.js";
import { firstByKey } from "./values.js";

/** A turn as pairing sees it: its role and its items (blocks, parts, tool calls, tool messages), in order. */
export interface PairingTurn<Item> {
  role: string;
  /** Position among the turns, from 0. */
  index: number;
  items: readonly Item[];
}

/** What an item is to pairing. */
export type ItemKind = "call" | "result" | "other";

/** How a dialect's calls and results pair: the format's parameters, not its logic. */
export interface PairingRules<Item> {
  kindOf(item: Item): ItemKind;
  /** A call's id, or the id a result answers; undefined when it has none (left to the structural rules). */
  idOf(item: Item): string | undefined;
  /** The role of the turns that hold calls (`assistant`, `model`); results are looked for in the turn after each. */
  callRole: string;
  /** `id`: a result answers the call with its id. `count`: the next turn answers with as many results as calls (Gemini). */
  match: "id" | "count";
  /** Results must open the answering turn, before any other item (the Messages API). */
  resultsFirst?: boolean;
  /** Calls must be the last items of their turn: nothing but calls may follow one (the Messages API). */
  callsLast?: boolean;
  /** `next-turn` (default): a call is answered in the turn right after its own. `later`: anywhere after it (Responses). */
  answeredIn?: "next-turn" | "later";
}

export type CallStatus =
  /** Answered where the format wants it. */
  | "answered"
  /** No result for it where the format wants it. */
  | "missing"
  /** The next turn holds its result, but another item comes before the results (`resultsFirst`). */
  | "result-not-first"
  /** The next turn holds its result, but the call is followed by other items in its own turn (`callsLast`). */
  | "not-last";

export interface CallFinding<Item> {
  call: Item;
  id: string | undefined;
  status: CallStatus;
  /** The turn that holds the call. */
  turn: PairingTurn<Item>;
  /** The turn after it, when there is one. */
  nextTurn: PairingTurn<Item> | undefined;
  /** For `result-not-first`: the item that breaks the leading run. For `not-last`: the first item after the call. */
  breaker?: Item;
  /** For `missing`: a result for this id elsewhere in the request (a split pair). */
  strayResult?: Item;
}

export type ResultStatus =
  | "answered"
  /** It answers no call of the turn right before it (by id; for `count`: one result more than there are calls). */
  | "unexpected"
  /** A second result for the same id in the turn. */
  | "duplicate"
  /** Matches, but stands after an item that breaks the leading run (reported on the call). */
  | "displaced";

export interface ResultFinding<Item> {
  result: Item;
  id: string | undefined;
  status: ResultStatus;
  /** The turn that holds it. */
  turn: PairingTurn<Item>;
  /** For `unexpected`: a call with this id elsewhere in the request. For `duplicate`: the first result. */
  related?: Item;
  /** For `answered`, `displaced` and `duplicate`: the call it answers (what a report links it to). */
  answers?: Item;
}

export interface Pairing<Item> {
  calls: CallFinding<Item>[];
  results: ResultFinding<Item>[];
  /** Calls that share an id, in request order: one entry per id, by first use. */
  callsById: readonly { id: string; calls: readonly Item[] }[];
}

/** A turn that holds results for an id: whether one of them is in the run of results that opens the turn. */
interface ResultPlace<Item> {
  turn: PairingTurn<Item>;
  leading: boolean;
  /** The next turn with a result for the same id, in request order. */
  next: ResultPlace<Item> | undefined;
}

/** Everything the pairing knows about one id: one map lookup per item, the id strings being long and fresh. */
interface IdRecord<Item> {
  id: string;
  /** Calls, in request order, with the index of the turn each stands in. */
  calls: Item[];
  callTurns: number[];
  firstResult: Item | undefined;
  /** The turn right before `firstResult`'s holds a call with the id: noted when the result is read, calls being read in order. */
  callBeforeFirstResult: boolean;
  /** The turns with results, from the first; moved forward as turns are read (see `placeIn`). */
  places: ResultPlace<Item> | undefined;
  lastPlace: ResultPlace<Item> | undefined;
  /** How far `calledIn` has read `calls`. */
  callCursor: number;
  /** The first counted result in the turn being read, and that turn. */
  countedTurn: PairingTurn<Item> | undefined;
  counted: Item | undefined;
}

/**
 * The place of the id's results in `turn`, if any. Turns are asked about in request order, so the cursor only
 * moves forward and each id's list is walked once in all (hostile input repeating one id stays linear).
 */
function placeIn<Item>(record: IdRecord<Item>, turn: PairingTurn<Item> | undefined): ResultPlace<Item> | undefined {
  if (turn === undefined) return undefined;
  let place = record.places;
  while (place !== undefined && place.turn.index < turn.index) place = place.next;
  record.places = place;
  return place !== undefined && place.turn === turn ? place : undefined;
}

/** The id's call that stands in `turn` (or, for `later`, before it), if any; asked in request order, like `placeIn`. */
function callIn<Item>(record: IdRecord<Item>, turn: PairingTurn<Item> | undefined, later: boolean): Item | undefined {
  if (turn === undefined) return undefined;
  if (later) return record.callTurns[0] !== undefined && record.callTurns[0] <= turn.index ? record.calls[0] : undefined;
  const { callTurns } = record;
  let at = record.callCursor;
  while (at < callTurns.length && callTurns[at]! < turn.index) at++;
  record.callCursor = at;
  return at < callTurns.length && callTurns[at] === turn.index ? record.calls[at] : undefined;
}

/** Length of the run of results that opens the turn. */
function leadingResults<Item>(turn: PairingTurn<Item>, rules: PairingRules<Item>): number {
  let count = 0;
  while (count < turn.items.length && rules.kindOf(turn.items[count]!) === "result") count++;
  return count;
}

function newRecord<Item>(id: string): IdRecord<Item> {
  return {
    id,
    calls: [],
    callTurns: [],
    firstResult: undefined,
    callBeforeFirstResult: false,
    places: undefined,
    lastPlace: undefined,
    callCursor: 0,
    countedTurn: undefined,
    counted: undefined,
  };
}

export function analyzePairing<Item>(turns: readonly PairingTurn<Item>[], rules: PairingRules<Item>): Pairing<Item> {
  if (rules.match === "count") return pairByCount(turns, rules);
  const later = rules.answeredIn === "later";
  const { kindOf, idOf, callRole } = rules;
  // One request-wide index by id, rather than sets per turn: most turns hold one or two calls.
  const recordAt = new IdIndex(turns.length);
  const records: IdRecord<Item>[] = [];
  const callsById: IdRecord<Item>[] = [];
  const record = (id: string) => {
    const at = recordAt.add(id, records.length);
    if (at >= 0) return records[at]!;
    const found = newRecord<Item>(id);
    records.push(found);
    return found;
  };
  // The length of the run of results that opens each turn, counted once. A plain array: a typed array of more than
  // 16 turns takes its backing store from `malloc`, which cost more than the rest of the loop (CPU profile, all broken).
  const leadingOf: number[] = [];
  // Each item's record, in request order, for the calls of call turns and the results of the others (undefined for
  // the rest): the classification below reads it rather than asking each item's kind and id and looking the id up again.
  const entryOf: (IdRecord<Item> | undefined)[] = [];
  for (const turn of turns) {
    const items = turn.items;
    const leading = rules.resultsFirst ? leadingResults(turn, rules) : items.length;
    leadingOf[turn.index] = leading;
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      const kind = kindOf(item);
      const id = kind === "other" ? undefined : idOf(item);
      if (id === undefined) {
        entryOf.push(undefined);
        continue;
      }
      const entry = record(id);
      // Calls stand in call turns, results in the others; the rest is left to the rules on misplaced blocks.
      if ((kind === "call") !== (turn.role === callRole)) {
        entryOf.push(undefined);
        continue;
      }
      entryOf.push(entry);
      if (kind === "call") {
        entry.callTurns.push(turn.index);
        if (entry.calls.push(item) === 1) callsById.push(entry);
        continue;
      }
      const last = entry.lastPlace;
      if (last !== undefined && last.turn === turn) {
        if (i < leading) last.leading = true;
        continue;
      }
      const place: ResultPlace<Item> = { turn, leading: i < leading, next: undefined };
      if (last) last.next = place;
      else {
        entry.firstResult = item;
        // Calls so far stand in earlier turns, in order: the last one tells whether one is in the turn right before.
        entry.callBeforeFirstResult = entry.callTurns.at(-1) === turn.index - 1;
        entry.places = place;
      }
      entry.lastPlace = place;
    }
  }

  const calls: CallFinding<Item>[] = [];
  const results: ResultFinding<Item>[] = [];
  // Where the current turn's items start in `entryOf`.
  let first = 0;
  for (const turn of turns) {
    const items = turn.items;
    const nextTurn = turns[turn.index + 1];
    const base = first;
    first += items.length;
    if (turn.role === callRole) {
      // The first item after the current position that is not a call, found walking back once when needed.
      let afterAt: (Item | undefined)[] | undefined;
      for (let i = 0; i < items.length; i++) {
        const entry = entryOf[base + i];
        if (entry === undefined) continue;
        const item = items[i]!;
        const id = entry.id;
        if (later) {
          const answered = entry.lastPlace !== undefined && answeredAfter(entry.lastPlace, turn.index);
          calls.push({ call: item, id, status: answered ? "answered" : "missing", turn, nextTurn });
          continue;
        }
        let after: Item | undefined;
        if (rules.callsLast) {
          if (afterAt === undefined) {
            afterAt = new Array(items.length);
            let next: Item | undefined;
            for (let j = items.length - 1; j >= 0; j--) {
              afterAt[j] = next;
              if (kindOf(items[j]!) !== "call") next = items[j];
            }
          }
          after = afterAt[i];
        }
        const place = placeIn(entry, nextTurn);
        if (after !== undefined && place !== undefined) calls.push({ call: item, id, status: "not-last", turn, nextTurn, breaker: after });
        else if (place?.leading) calls.push({ call: item, id, status: "answered", turn, nextTurn });
        else if (place !== undefined) {
          const breaker = nextTurn!.items[leadingOf[nextTurn!.index]!];
          calls.push({ call: item, id, status: "result-not-first", turn, nextTurn, ...(breaker !== undefined ? { breaker } : {}) });
        } else {
          const strayResult = strayResultOf(entry);
          calls.push({ call: item, id, status: "missing", turn, nextTurn, ...(strayResult !== undefined ? { strayResult } : {}) });
        }
      }
    }
    if (turn.role === callRole) continue;
    const previous = turn.index > 0 ? turns[turn.index - 1] : undefined;
    const leading = leadingOf[turn.index]!;
    for (let i = 0; i < items.length; i++) {
      const entry = entryOf[base + i];
      if (entry === undefined) continue;
      const item = items[i]!;
      const id = entry.id;
      const answers = callIn(entry, later ? turn : previous, later);
      if (answers === undefined) {
        const related = entry.calls[0];
        results.push({ result: item, id, status: "unexpected", turn, ...(related !== undefined ? { related } : {}) });
      } else if (entry.countedTurn === turn || (later && entry.counted !== undefined)) {
        results.push({ result: item, id, status: "duplicate", turn, related: entry.counted!, answers });
      } else {
        entry.countedTurn = turn;
        entry.counted = item;
        results.push({ result: item, id, status: i < leading ? "answered" : "displaced", turn, answers });
      }
    }
  }
  return { calls, results, callsById: callsById.map(({ id, calls }) => ({ id, calls })) };
}

export interface QuickCheckOptions {
  /** Two calls of one turn sharing an id say "analyse": the caller reads the calls by id (the Messages API's duplicates). */
  distinctCallIds?: boolean;
}

/** Distinct ids in one turn's calls the quick check compares pair by pair; a turn with more goes to the full analysis. */
const QUICK_TURN_CALLS = 16;

/**
 * True when `analyzePairing` would find every call and every result answered, decided without its index by id: each
 * turn's call ids are answered, one result each, by the turn right after it, and that turn's results answer them and
 * nothing else (for `later`: each call, its id used once, by one result after it). A clean request (most of them) is
 * told by this alone. False says "analyse", not "broken"; more than `QUICK_TURN_CALLS` ids in one turn, or results
 * matched by count (Gemini), always say so.
 */
export function allAnswered<Item>(turns: readonly PairingTurn<Item>[], rules: PairingRules<Item>, options: QuickCheckOptions = {}): boolean {
  if (rules.match !== "id") return false;
  if (rules.answeredIn === "later") return allAnsweredLater(turns, rules);
  const { kindOf, idOf, callRole } = rules;
  // The ids the previous turn's calls wait for, in call order, the first `count` of one list for the whole request; an
  // answered one becomes undefined. Searched by loops of `===`, not `includes`/`indexOf`, and no list a turn: each call
  // and result cost one comparison of ids, which V8 makes character by character (about 200 instructions for an OpenAI id).
  const waiting: (string | undefined)[] = [];
  let count = 0;
  for (let t = 0; t < turns.length; t++) {
    const turn = turns[t]!;
    const items = turn.items;
    if (turn.role === callRole) {
      if (count > 0) return false;
      let called = false;
      for (let i = 0; i < items.length; i++) {
        const item = items[i]!;
        if (kindOf(item) !== "call") {
          // Nothing but calls may follow one (a result here is no answer: results stand in the other turns).
          if (called && rules.callsLast) return false;
          continue;
        }
        const id = idOf(item);
        if (id === undefined) continue;
        called = true;
        // Calls that share an id are answered by one result (the shared id is another rule's finding, or the caller's).
        if (indexIn(waiting, count, id) >= 0) {
          if (options.distinctCallIds) return false;
          continue;
        }
        if (count === QUICK_TURN_CALLS) return false;
        waiting[count++] = id;
      }
      continue;
    }
    const leading = rules.resultsFirst ? leadingResults(turn, rules) : items.length;
    let answered = 0;
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      if (kindOf(item) !== "result") continue;
      const id = idOf(item);
      if (id === undefined) continue;
      const at = i < leading ? indexIn(waiting, count, id) : -1;
      if (at < 0) return false;
      waiting[at] = undefined;
      answered++;
    }
    if (answered !== count) return false;
    count = 0;
  }
  return count === 0;
}

/** Where `id` stands among the first `count` entries of `list`, or -1. */
function indexIn(list: readonly (string | undefined)[], count: number, id: string): number {
  for (let i = 0; i < count; i++) if (list[i] === id) return i;
  return -1;
}

/** `allAnswered` for results answered anywhere after their call, over turns: each call in a call turn, each result not. */
function allAnsweredLater<Item>(turns: readonly PairingTurn<Item>[], rules: PairingRules<Item>): boolean {
  const { kindOf, callRole } = rules;
  for (const turn of turns)
    for (const item of turn.items) {
      const kind = kindOf(item);
      // Anything else is for the full analysis to place.
      if (kind !== "other" && (kind === "call") !== (turn.role === callRole)) return false;
    }
  return allAnsweredInOrder(
    turns.flatMap((turn) => turn.items),
    rules,
  );
}

/**
 * Whether every call in `items` (in request order) is answered by one result after it and every result answers a call
 * before it, for results answered anywhere later (the Responses API: parallel calls answered after all of them): one
 * table of the ids seen, no turns. A call id used twice, or an id-less call or result, says "analyse" (false).
 */
export function allAnsweredInOrder<Item>(items: readonly Item[], rules: PairingRules<Item>): boolean {
  const { kindOf, idOf } = rules;
  // Each id seen: waiting for its result (1) or answered (0).
  const waiting = new IdIndex(items.length);
  let open = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const kind = kindOf(item);
    if (kind === "other") continue;
    const id = idOf(item);
    if (id === undefined) return false;
    if (kind === "call") {
      if (waiting.add(id, 1) >= 0) return false;
      open++;
    } else {
      if (waiting.get(id) !== 1) return false;
      waiting.set(id, 0);
      open--;
    }
  }
  return open === 0;
}

/**
 * A result for the id that answers none of its calls: the first one, unless it stands right after another call with
 * the same id (an id reused in a later turn: that result is the later call's, not this call's split-off one).
 */
function strayResultOf<Item>(entry: IdRecord<Item>): Item | undefined {
  if (entry.firstResult === undefined) return undefined;
  return entry.callBeforeFirstResult ? undefined : entry.firstResult;
}

/**
 * For `later`: a result for the id stands in a turn after `turnIndex` (or in it, after the call: same turn, later
 * item). Places are in turn order, so the id's last one tells (walking them all per call was quadratic).
 */
function answeredAfter<Item>(last: ResultPlace<Item>, turnIndex: number): boolean {
  return last.turn.index >= turnIndex;
}

/**
 * Gemini's pairing: a call turn is answered by the turn right after it holding as many results as it has calls,
 * in any order; ids are optional. A call is `missing` when the next turn holds fewer results than calls (the
 * calls past the count); a result is `unexpected` when the turn before holds no calls, or it is one too many. Each
 * counted result is linked to the call it answers: the one with its id, else the next one left in order.
 */
function pairByCount<Item>(turns: readonly PairingTurn<Item>[], rules: PairingRules<Item>): Pairing<Item> {
  const { kindOf, idOf, callRole } = rules;
  const calls: CallFinding<Item>[] = [];
  const results: ResultFinding<Item>[] = [];
  const count = (turn: PairingTurn<Item> | undefined, kind: ItemKind) => (turn ? turn.items.filter((item) => kindOf(item) === kind).length : 0);
  for (const turn of turns) {
    const nextTurn = turns[turn.index + 1];
    const previous = turn.index > 0 ? turns[turn.index - 1] : undefined;
    if (turn.role === callRole) {
      const answers = count(nextTurn, "result");
      let n = 0;
      for (const item of turn.items) {
        if (kindOf(item) !== "call") continue;
        calls.push({ call: item, id: idOf(item), status: n++ < answers ? "answered" : "missing", turn, nextTurn });
      }
    }
    const asked = previous?.role === callRole ? previous.items.filter((item) => kindOf(item) === "call") : [];
    const answering = asked.length > 0 ? linkByCount(turn.items, asked, rules) : undefined;
    for (const item of turn.items) {
      if (kindOf(item) !== "result") continue;
      const answers = answering?.get(item);
      results.push({
        result: item,
        id: idOf(item),
        status: answers !== undefined ? "answered" : "unexpected",
        turn,
        ...(answers !== undefined ? { answers } : {}),
      });
    }
  }
  return { calls, results, callsById: [] };
}

/**
 * Which call each result of a turn answers, by count: as many results as calls are linked, a result that names a
 * call's id to that call, the others to the calls left, in order. A result left over answers nothing.
 */
function linkByCount<Item>(items: readonly Item[], asked: readonly Item[], rules: PairingRules<Item>): Map<Item, Item> {
  const byId = firstByKey(asked, (call) => rules.idOf(call));
  const links = new Map<Item, Item>();
  const taken = new Set<Item>();
  const rest: Item[] = [];
  for (const item of items) {
    if (rules.kindOf(item) !== "result") continue;
    const id = rules.idOf(item);
    const call = id !== undefined ? byId.get(id) : undefined;
    if (call !== undefined && !taken.has(call)) {
      taken.add(call);
      links.set(item, call);
    } else rest.push(item);
  }
  let next = 0;
  for (const item of rest) {
    while (next < asked.length && taken.has(asked[next]!)) next++;
    if (next === asked.length) break;
    taken.add(asked[next]!);
    links.set(item, asked[next++]!);
  }
  return links;
}
