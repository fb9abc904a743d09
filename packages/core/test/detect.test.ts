import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadFixtures } from "../../../fixtures/load.js";
import { builtinDialects, detectDialect, type Detection, type Dialect } from "../src/index.js";
import { detectionOrder } from "../src/engine/detect.js";

/** Detection as specified: ask every dialect; the surest wins, a score-1 tie goes to the first, a higher tie is ambiguous. */
function askEveryDialect(value: unknown, dialects: readonly Dialect[]): Detection {
  const scores = dialects.map((dialect) => dialect.detect(value));
  const best = Math.max(0, ...scores);
  if (best === 0) return {};
  const top = dialects.filter((_, i) => scores[i] === best);
  return top.length === 1 || best < 2 ? { dialect: top[0]! } : { candidates: top };
}

const ids = (detection: Detection) => ({ dialect: detection.dialect?.id, candidates: detection.candidates?.map((d) => d.id) });

/** Every document of every fixture, and the requests of JSON Lines fixtures, parsed. */
const values: unknown[] = loadFixtures().flatMap((fixture) => {
  const documents = /\.jsonl$/.test(fixture.file) ? fixture.text.split("\n") : [fixture.text];
  return documents.flatMap((text) => {
    try {
      return [JSON.parse(text) as unknown];
    } catch {
      return [];
    }
  });
});

describe("detection", () => {
  it("reads the fixtures", () => {
    expect(values.length).toBeGreaterThan(500);
  });

  it("never scores a value above a dialect's declared detectMax (fixtures and generated values)", () => {
    const within = (value: unknown) => {
      for (const dialect of builtinDialects) expect(dialect.detect(value)).toBeLessThanOrEqual(dialect.detectMax ?? Infinity);
    };
    values.forEach(within);
    fc.assert(fc.property(fc.jsonValue(), within), { numRuns: 500 });
  });

  it("finds what asking every dialect finds, on every fixture", () => {
    for (const value of values) expect(ids(detectDialect(value, builtinDialects))).toEqual(ids(askEveryDialect(value, builtinDialects)));
  });

  it("stops reading a history at the first block written in another format's shape", () => {
    let reads = 0;
    const later = Array.from({ length: 40 }, () =>
      Object.defineProperty({ role: "user" }, "content", { enumerable: true, get: () => (reads++, [{ type: "text", text: "hi" }]) }),
    );
    const messagesApi = {
      model: "claude-sonnet-4-5",
      messages: [{ role: "assistant", content: [{ type: "tool_use", id: "t", name: "n", input: {} }] }, ...later],
    };
    const converse = { messages: [{ role: "user", content: [{ text: "hi" }] }, ...later] };
    const detector = (id: string) => builtinDialects.find((d) => d.id === id)!;
    expect(detector("openai-chat").detect(messagesApi)).toBe(1);
    expect(detector("bedrock-converse").detect(messagesApi)).toBe(0);
    expect(detector("openai-chat").detect(converse)).toBe(1);
    expect(detector("anthropic").detect(converse)).toBe(1);
    expect(reads).toBe(0);
    // Its own history is still read past a message of shared shape.
    expect(detector("openai-chat").detect({ messages: [...later.slice(0, 3), { role: "tool", tool_call_id: "c", content: "ok" }] })).toBe(3);
  });

  const dialect = (id: string, detectMax: number | undefined, score: number) => {
    const asked: string[] = [];
    const made = { id, detectMax, detect: () => (asked.push(id), score) } as unknown as Dialect;
    return { made, asked };
  };

  it("does not ask a dialect whose detectMax is below a score already found", () => {
    const low = dialect("low", 1, 1);
    const sure = dialect("sure", 3, 3);
    const detection = detectDialect({}, [low.made, sure.made]);
    expect(detection.dialect?.id).toBe("sure");
    expect(low.asked).toEqual([]);
  });

  it("still asks a dialect that could tie, and reports the tie", () => {
    const first = dialect("first", 2, 2);
    const second = dialect("second", 3, 2);
    const detection = detectDialect({}, [first.made, second.made]);
    expect(detection.candidates?.map((d) => d.id)).toEqual(["first", "second"]);
  });

  it("gives a score-1 tie to the first dialect in the linter's order, whatever their detectMax", () => {
    const first = dialect("first", 1, 1);
    const second = dialect("second", 3, 1);
    expect(detectDialect({}, [first.made, second.made]).dialect?.id).toBe("first");
  });

  it("asks the dialects with the highest detectMax first, the given order among equals", () => {
    const order = detectionOrder([dialect("a", 2, 0).made, dialect("b", undefined, 0).made, dialect("c", 3, 0).made, dialect("d", 2, 0).made]);
    expect(order.map((d) => d.id)).toEqual(["b", "c", "a", "d"]);
  });
});
