/** A linter's NodeCache: the places requests repeat are made once, shared frozen, and bounded. */
import { describe, expect, it } from "vitest";
import { NodeCache } from "../src/engine/node-cache.js";
import { openaiPaths } from "../src/model/openai-paths.js";
import { createLinter } from "../src/index.js";

const ROOT = { pointer: "", path: "" };

describe("NodeCache", () => {
  it("gives the same frozen node for the same place, with the dialect's path form and an escaped pointer", () => {
    const nodes = new NodeCache(openaiPaths);
    const list = nodes.child(ROOT, "messages");
    const third = nodes.child(list, 3);
    expect(third).toEqual({ pointer: "/messages/3", path: "messages[3]" });
    expect(nodes.child(nodes.child(ROOT, "messages"), 3)).toBe(third);
    expect(Object.isFrozen(third)).toBe(true);
    expect(nodes.child(third, "a/b~c")).toEqual({ pointer: "/messages/3/a~1b~0c", path: "messages[3].a/b~c" });
  });

  it("makes a place past its bounds fresh each time: a huge request does not grow it", () => {
    const nodes = new NodeCache(openaiPaths);
    const list = nodes.child(ROOT, "input");
    const far = nodes.child(list, 5000);
    expect(far).toEqual({ pointer: "/input/5000", path: "input[5000]" });
    expect(nodes.child(list, 5000)).not.toBe(far);
  });
});

describe("OpenAI models on one linter", () => {
  it("place every finding of one request, linted after another, where that request has it", () => {
    const linter = createLinter();
    const call = (id: string) => ({
      role: "assistant",
      content: null,
      tool_calls: [{ id, type: "function", function: { name: "f", arguments: "{}" } }],
    });
    const first = {
      model: "gpt-4.1",
      messages: [{ role: "user", content: "a" }, call("call_1"), { role: "tool", tool_call_id: "call_1", content: "ok" }],
    };
    const second = { model: "gpt-4.1", messages: [{ role: "user", content: "b" }, { role: "user", content: "c" }, call("call_2")] };
    expect(linter.lint(first)).toEqual([]);
    const found = linter.lint(second).filter((d) => d.ruleId === "chat-tool-result-missing");
    expect(found.map((d) => [d.pointer, d.path])).toEqual([["/messages/2/tool_calls", "messages.[2].role"]]);
    expect(linter.lint(second)).toEqual(createLinter().lint(second));
  });
});
