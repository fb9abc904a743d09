import { describe, expect, it } from "vitest";
import { lintValue } from "../src/index.js";

describe("messages-too-many", () => {
  it("accepts exactly 100,000 messages and reports the 100,001st", () => {
    const messages = Array.from({ length: 100_000 }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: "ok" }));
    const only = { rules: { "messages-too-many": "error" as const } };
    expect(lintValue({ messages }, only).filter((d) => d.ruleId === "messages-too-many")).toEqual([]);
    messages.push({ role: "user", content: "one more" });
    expect(
      lintValue({ messages }, only)
        .filter((d) => d.ruleId === "messages-too-many")
        .map((d) => d.pointer),
    ).toEqual(["/messages/100000"]);
  });
});
