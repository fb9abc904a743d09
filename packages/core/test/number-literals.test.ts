/** A number OpenAI's text echoes is printed from the body's own text (`got 99.0`), in every way msglint reads text. */
import { describe, expect, it } from "vitest";
import { lint } from "../src/index.js";
import { pythonNumber } from "../src/model/openai-parameters.js";

const chat = (extra: string) => `{"model": "gpt-4o", "messages": [{"role": "user", "content": "hi"}], ${extra}}`;
const messages = (input: unknown, options = {}) => lint(input, options).map((d) => d.message);

describe("pythonNumber: a JSON number as Python's repr prints what json.loads reads", () => {
  it.each([
    ["-1", "-1"],
    ["3", "3"],
    ["-0", "0"],
    ["123456789012345678901", "123456789012345678901"],
    ["99.0", "99.0"],
    ["2.50", "2.5"],
    ["-0.5", "-0.5"],
    ["-0.0", "-0.0"],
    ["1e2", "100.0"],
    ["1E-5", "1e-05"],
    ["0.0001", "0.0001"],
    ["1e16", "1e+16"],
    ["1.5e300", "1.5e+300"],
    ["123456789012345.6", "123456789012345.6"],
    ["1e400", "inf"],
    ["-1e400", "-inf"],
  ])("%s prints as %s", (literal, printed) => {
    expect(pythonNumber(literal)).toBe(printed);
  });

  it("gives undefined for text that is no JSON number", () => {
    for (const text of ["", "abc", "01", "1.", ".5", "+1", '"1"', "\\u0039"]) expect(pythonNumber(text)).toBeUndefined();
  });
});

describe("range findings give the number as the text writes it", () => {
  it("prints 99.0 from text, and 99 from a parsed value, at the same place", () => {
    const text = chat(`"temperature": 99.0`);
    const [fromText] = lint(text);
    expect(fromText?.message).toBe("Invalid 'temperature': decimal above maximum value. Expected a value <= 2, but got 99.0 instead.");
    expect(fromText?.hint).toBe("`temperature` takes 0 to 2.");
    expect(messages(JSON.parse(text))).toEqual(["Invalid 'temperature': decimal above maximum value. Expected a value <= 2, but got 99 instead."]);
  });

  it("keeps an integer as written, and prints other floats as Python does", () => {
    expect(messages(chat(`"top_p": -1`))).toEqual(["Invalid 'top_p': decimal below minimum value. Expected a value >= 0, but got -1 instead."]);
    expect(messages(chat(`"temperature": 1e1`))).toEqual([
      "Invalid 'temperature': decimal above maximum value. Expected a value <= 2, but got 10.0 instead.",
    ]);
  });

  it("applies to the Responses API and to chat-request-shape's bounds", () => {
    const responses = `{"model": "gpt-4.1", "input": "hi", "temperature": 2.50}`;
    expect(messages(responses)).toContain("Invalid 'temperature': decimal above maximum value. Expected a value <= 2, but got 2.5 instead.");
    expect(messages(chat(`"frequency_penalty": 3.0`))).toContain(
      "Invalid 'frequency_penalty': decimal above maximum value. Expected a value <= 2, but got 3.0 instead.",
    );
  });

  it("reads the literal in each line of JSON Lines", () => {
    const text = [chat(`"temperature": 1`), chat(`"temperature": 99.0`)].join("\n");
    const found = lint(text, { format: "jsonl" });
    expect(found.map((d) => [d.line, d.message])).toEqual([
      [2, "Invalid 'temperature': decimal above maximum value. Expected a value <= 2, but got 99.0 instead."],
    ]);
  });

  it("reads the literal inside a body a HAR capture holds as a string", () => {
    const body = chat(`"temperature": 99.0`);
    const har = {
      log: {
        version: "1.2",
        entries: [
          {
            request: { method: "POST", url: "https://api.openai.com/v1/chat/completions", postData: { mimeType: "application/json", text: body } },
            response: { status: 200 },
          },
        ],
      },
    };
    const found = lint(JSON.stringify(har, null, 2), { filePath: "capture.har" }).filter((d) => d.ruleId === "chat-sampling-range");
    expect(found.map((d) => d.message)).toEqual(["Invalid 'temperature': decimal above maximum value. Expected a value <= 2, but got 99.0 instead."]);
  });
});
