import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findSyntaxError, LineIndex, locatePointers, readDocuments, resolvePointer } from "../src/index.js";
import { joinPointer } from "../src/model/pointer.js";

/** Every pointer in a value, depth first. */
function allPointers(value: unknown, base = ""): string[] {
  const out = [base];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...allPointers(v, joinPointer(base, i))));
  else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) out.push(...allPointers(v, joinPointer(base, k)));
  }
  return out;
}

/** Strings full of the characters the locator steps over: quotes, escapes, brackets, non-ASCII. */
const trickyJson = fc.jsonValue({ maxDepth: 5, stringUnit: fc.constantFrom('"', "\\", "{", "}", "[", "]", ",", ":", "a", "é", "😀", " ", "\n") });

/**
 * The reference: a plain recursive descent that records the span of every value by pointer, a repeated key
 * dropping what its earlier value recorded (the last one wins, as in JSON.parse).
 */
function referenceSpans(text: string): Map<string, { start: number; end: number }> {
  const spans = new Map<string, { start: number; end: number }>();
  let i = 0;
  const ws = () => {
    while (/\s/.test(text[i] ?? "")) i++;
  };
  const str = () => {
    const from = i++;
    while (text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
    i++;
    return JSON.parse(text.slice(from, i)) as string;
  };
  const value = (pointer: string) => {
    ws();
    const start = i;
    const c = text[i];
    if (c === "{" || c === "[") {
      i++;
      ws();
      let index = 0;
      while (text[i] !== "}" && text[i] !== "]") {
        let child: string;
        if (c === "{") {
          child = joinPointer(pointer, str());
          for (const key of [...spans.keys()]) if (key === child || key.startsWith(`${child}/`)) spans.delete(key);
          ws();
          i++; // the colon
        } else child = joinPointer(pointer, index++);
        value(child);
        ws();
        if (text[i] === ",") i++;
        ws();
      }
      i++;
    } else if (c === '"') str();
    else while (i < text.length && !/[\s,\]}]/.test(text[i]!)) i++;
    spans.set(pointer, { start, end: i });
  };
  value("");
  return spans;
}

describe("locatePointers", () => {
  it("agrees with a plain recursive descent on every pointer, resolving or not, pretty and compact", () => {
    fc.assert(
      fc.property(
        trickyJson,
        fc.constantFrom(0, 2, "\t"),
        fc.array(fc.constantFrom("0", "1", "a", "", "é", "x"), { maxLength: 4 }),
        (value, indent, extra) => {
          const text = JSON.stringify(value, null, indent);
          const reference = referenceSpans(text);
          const wanted = allPointers(value).flatMap((pointer) => [pointer, joinPointer(pointer, ...extra)]);
          const spans = locatePointers(text, wanted);
          for (const pointer of wanted) {
            let nearest = pointer;
            while (!reference.has(nearest)) nearest = nearest.slice(0, nearest.lastIndexOf("/"));
            expect(spans.get(pointer), pointer).toEqual({ ...reference.get(nearest)!, exact: nearest === pointer });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("agrees with the reference on texts with repeated keys, some escaped, for a few pointers at a time", () => {
    // Texts JSON.stringify cannot write: an object is a list of members whose keys repeat, some spelled with escapes.
    const key = fc.constantFrom("a", "b", "a/b", "é");
    const spelled = (name: string, escape: boolean) =>
      escape ? JSON.stringify(name).replace(/[a-zé]/, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`) : JSON.stringify(name);
    const { tree } = fc.letrec<{ tree: string }>((tie) => ({
      tree: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        fc.oneof(fc.integer().map(String), fc.constantFrom('"a"', '"\\"a\\""', '"x \\"b\\": 1"', "true", "null")),
        fc.array(tie("tree"), { maxLength: 4 }).map((items) => `[${items.join(", ")}]`),
        fc
          .array(fc.tuple(key, fc.boolean(), tie("tree")), { maxLength: 4 })
          .map((members) => `{${members.map(([name, escape, value]) => `${spelled(name, escape)}: ${value}`).join(", ")}}`),
      ),
    }));
    fc.assert(
      fc.property(
        tree,
        fc.array(fc.tuple(fc.nat(), fc.constantFrom([], ["a"], ["b"], ["0"], ["a", "b"])), { minLength: 1, maxLength: 3 }),
        (text, picks) => {
          const reference = referenceSpans(text);
          const resolvable = [...reference.keys()];
          // A resolving pointer, or one below it that an earlier value of a repeated key may have held.
          const wanted = picks.map(([pick, below]) => joinPointer(resolvable[pick % resolvable.length]!, ...below));
          const spans = locatePointers(text, wanted);
          for (const pointer of wanted) {
            let nearest = pointer;
            while (!reference.has(nearest)) nearest = nearest.slice(0, nearest.lastIndexOf("/"));
            expect(spans.get(pointer), `${pointer} in ${text}`).toEqual({ ...reference.get(nearest)!, exact: nearest === pointer });
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("reads on past every target while a container on the way may yet repeat its key, escaped or not", () => {
    const text = '{"a": {"b": 1, "c": 2}, "d": [{"b": 0}], "a": {"b": 3}}';
    expect(locatePointers(text, ["/a/b"]).get("/a/b")).toEqual({ start: text.lastIndexOf("3"), end: text.lastIndexOf("3") + 1, exact: true });
    const escaped = '{"a": {"b": 1}, "\\u0061": {"b": 4}}';
    expect(locatePointers(escaped, ["/a/b"]).get("/a/b")).toEqual({
      start: escaped.lastIndexOf("4"),
      end: escaped.lastIndexOf("4") + 1,
      exact: true,
    });
  });

  it("takes the last of repeated keys on the way to a pointer, spelled with `\\/` or a `\\u` escape", () => {
    // Each repeat is spelled unlike the first: a search of the text for the key's plain form would not find it.
    for (const [text, pointer] of [
      ['{"a/b": {"c": 1}, "x": 2, "a\\/b": {"c": 3}}', "/a~1b/c"],
      ['{"中": {"c": 1}, "x": 2, "\\u4e2d": {"c": 3}}', "/中/c"],
      ['{"m": [{"c": 1}, 5], "x": 2, "\\u006d": [{"c": 3}]}', "/m/0/c"],
    ] as const) {
      expect(JSON.parse(text)).toBeTypeOf("object");
      expect(locatePointers(text, [pointer]).get(pointer), text).toEqual({
        start: text.lastIndexOf("3"),
        end: text.lastIndexOf("3") + 1,
        exact: true,
      });
    }
  });

  it("steps over a sibling nested far deeper than the call stack allows", () => {
    const depth = 100_000;
    const text = `[${"[".repeat(depth)}"]"${"]".repeat(depth)}, {"k": "v"}]`;
    expect(locatePointers(text, ["/1/k"]).get("/1/k")).toEqual({ start: text.lastIndexOf('"v"'), end: text.length - 2, exact: true });
  });

  it("takes the last of repeated keys on the way to a pointer", () => {
    const text = '{"a": {"x": 1}, "a": {"y": [2]}}';
    expect(locatePointers(text, ["/a/x"]).get("/a/x")).toEqual({ start: 21, end: 31, exact: false });
    expect(referenceSpans(text).get("/a")).toEqual({ start: 21, end: 31 });
  });

  it("finds the span of every value in pretty-printed and compact JSON, whatever the keys", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), fc.constantFrom(0, 2, "\t"), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const pointers = allPointers(value);
        const spans = locatePointers(text, pointers);
        for (const pointer of pointers) {
          const span = spans.get(pointer);
          expect(span?.exact, pointer).toBe(true);
          expect(JSON.parse(text.slice(span!.start, span!.end))).toEqual(resolvePointer(JSON.parse(text), pointer));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("takes the last of duplicate keys, as JSON.parse does", () => {
    const text = '{"a": 1, "a": [true]}';
    expect(locatePointers(text, ["/a/0"]).get("/a/0")).toEqual({ start: 15, end: 19, exact: true });
  });

  it("reads escaped keys and pointer escapes", () => {
    const text = '{"a/b": {"t~x": 1}, "\\u0071": 2}';
    const escaped = locatePointers(text, ["/a~1b/t~0x"]).get("/a~1b/t~0x")!;
    expect(text.slice(escaped.start, escaped.end)).toBe("1");
    const at = text.lastIndexOf("2");
    expect(locatePointers(text, ["/q"]).get("/q")).toEqual({ start: at, end: at + 1, exact: true });
  });

  it("gives a pointer that does not resolve the span of its nearest ancestor", () => {
    const spans = locatePointers('{"a": [1]}', ["/a/1", "/b", "/a/0"]);
    expect(spans.get("/a/1")).toEqual({ start: 6, end: 9, exact: false });
    expect(spans.get("/b")).toEqual({ start: 0, end: 10, exact: false });
    expect(spans.get("/a/0")).toEqual({ start: 7, end: 8, exact: true });
  });

  it("walks nesting far deeper than the call stack allows", () => {
    const depth = 100_000;
    const text = "[".repeat(depth) + "7" + "]".repeat(depth);
    const pointer = "/0".repeat(depth);
    expect(locatePointers(text, [pointer]).get(pointer)).toEqual({ start: depth, end: depth + 1, exact: true });
  });

  it("works inside a window of a larger text (a JSONL line)", () => {
    const text = '{"x": 1}\n{"messages": [1, 2]}\n';
    expect(locatePointers(text, ["/messages/1"], 9, 29).get("/messages/1")).toEqual({ start: 26, end: 27, exact: true });
  });
});

describe("findSyntaxError", () => {
  it("accepts exactly what JSON.parse accepts, on generated near-JSON", () => {
    const noise = fc.constantFrom("", ",", "]", "}", "{", "[", '"', ":", "tru", "01", "1.", "-", "\u0001", "\\", " ");
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), fc.nat(), noise, (value, at, insert) => {
        const json = JSON.stringify(value, null, 1);
        const position = at % (json.length + 1);
        const text = json.slice(0, position) + insert + json.slice(position);
        let parses = true;
        try {
          JSON.parse(text);
        } catch {
          parses = false;
        }
        const problem = findSyntaxError(text);
        expect(problem === undefined).toBe(parses);
        if (problem) expect(problem.offset).toBeLessThanOrEqual(text.length);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['{"a": 1,}', 8, "expecting property name enclosed in double quotes"],
    ["[1, 2", 5, "expecting ',' delimiter or ']'"],
    ['{"a" 1}', 5, "expecting ':' delimiter"],
    ['"abc', 0, "unterminated string"],
    ['"a\u0001"', 2, "unexpected control character in string"],
    ['["\\x"]', 2, "invalid \\escape"],
    ["[01]", 2, "expecting ',' delimiter or ']'"],
    ["{} {}", 3, "extra data after the JSON value"],
    ["", 0, "expecting value"],
    ["[-]", 2, "invalid number"],
  ])("%j fails at %i: %s", (text, offset, detail) => {
    expect(findSyntaxError(text)).toEqual({ offset, detail });
  });

  it("does not overflow the stack on deep nesting", () => {
    expect(findSyntaxError("[".repeat(200_000))).toEqual({ offset: 200_000, detail: "expecting value" });
  });
});

/** The reference: every character looked at. */
function referenceLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\n") starts.push(i + 1);
    else if (c === "\r") {
      if (text[i + 1] === "\n") i++;
      starts.push(i + 1);
    }
  }
  return starts;
}

describe("LineIndex", () => {
  it("agrees with a character-by-character scan, whatever order the offsets are asked in", () => {
    const lineText = fc.string({ unit: fc.constantFrom("a", "é", "\r", "\n", "\r\n", " "), maxLength: 40 });
    fc.assert(
      fc.property(lineText, fc.array(fc.nat(), { maxLength: 12 }), (text, asks) => {
        const starts = referenceLineStarts(text);
        const index = new LineIndex(text);
        for (const ask of [...asks.map((n) => n % (text.length + 1)), text.length, 0]) {
          const line = starts.filter((s) => s <= ask).length;
          expect(index.position(ask)).toEqual({ line, column: ask - starts[line - 1]! + 1 });
        }
      }),
      { numRuns: 500 },
    );
  });

  it("reads a trailing \\r as half of \\r\\n when the text is a line without its \\n", () => {
    expect(new LineIndex("ab\r", true).position(3)).toEqual({ line: 1, column: 4 });
    expect(new LineIndex("ab\r").position(3)).toEqual({ line: 2, column: 1 });
    expect(new LineIndex("a\rb\r", true).position(4)).toEqual({ line: 2, column: 3 });
  });

  it.each([
    ["\n", "a\nbc\nd"],
    ["\r\n", "a\r\nbc\r\nd"],
    ["\r", "a\rbc\rd"],
  ])("counts lines ended by %j", (_, text) => {
    const index = new LineIndex(text);
    expect(index.position(0)).toEqual({ line: 1, column: 1 });
    expect(index.position(text.indexOf("c"))).toEqual({ line: 2, column: 2 });
    expect(index.position(text.indexOf("d"))).toEqual({ line: 3, column: 1 });
  });
});

describe("readDocuments", () => {
  it("gives each JSON Lines document the line a whole-text index gives its start", () => {
    const piece = fc.constantFrom('{"a": 1}', "[2]", "\r", "\n", "\r\n", " ", "{", '"x"');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join("");
        const index = new LineIndex(text);
        for (const document of readDocuments(text, "jsonl")) {
          expect(document.line).toBe(index.position(document.start).line);
          if (document.oneLine) expect(text.slice(document.start, document.end)).not.toMatch(/[\r\n]/);
        }
      }),
      { numRuns: 500 },
    );
  });
});
