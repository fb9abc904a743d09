/** `explain` on OpenAI's error texts, as logs show them: both path spellings, the envelope's `param`, vendor wordings. */
import { describe, expect, it } from "vitest";
import { explainApiError } from "../src/index.js";

describe("explain on OpenAI errors", () => {
  it("takes the path from `param` (`messages.[6].role`) and from the text (`Invalid 'messages[1].tool_calls'`)", () => {
    const missing = explainApiError(
      `{"error":{"message":"An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: call_RTlWVuE5MqEb3WZJgTIl7Rsb","type":"invalid_request_error","param":"messages.[6].role","code":null}}`,
    );
    expect(missing).toMatchObject({ ruleIds: ["chat-tool-result-missing"], path: "messages[6].role", pointer: "/messages/6/role" });
    const empty = explainApiError(
      `Error code: 400 - {'error': {'message': "Invalid 'messages[1].tool_calls': empty array. Expected an array with minimum length 1, but got an empty array instead.", 'type': 'invalid_request_error', 'param': 'messages[1].tool_calls', 'code': 'empty_array'}}`,
    );
    expect(empty).toMatchObject({ ruleIds: ["chat-tool-calls-empty"], pointer: "/messages/1/tool_calls" });
  });

  it("tells OpenAI's generic texts apart by the path they name", () => {
    const ruleOf = (text: string) => explainApiError(text).ruleIds;
    expect(
      ruleOf("Invalid 'input[149].call_id': string too long. Expected a string with maximum length 64, but got a string with length 71 instead."),
    ).toEqual(["resp-call-id-long"]);
    expect(
      ruleOf(
        "Invalid 'messages[2].tool_calls[0].id': string too long. Expected a string with maximum length 40, but got a string with length 42 instead.",
      ),
    ).toEqual(["chat-tool-call-id-length"]);
    expect(ruleOf("Missing required parameter: 'tools[0].name'.")).toEqual(["resp-missing-required"]);
    expect(ruleOf("Missing required parameter: 'input[3].summary'.")).toEqual(["resp-reasoning-fields"]);
  });

  it("names for `Unknown parameter` only the rules whose place the path is", () => {
    const ruleOf = (text: string) => explainApiError(text).ruleIds;
    // A top-level key: Chat Completions' or the Responses API's, not a file part's field.
    expect(ruleOf("Unknown parameter: 'reasoning'.").sort()).toEqual(["chat-unknown-argument", "resp-unknown-param"]);
    expect(ruleOf("Unknown parameter: 'messages[1].content[1].file.data'.")).toEqual(["chat-file-unknown-parameter"]);
    expect(ruleOf("Unknown parameter: 'input[2].tool_calls'.")).toEqual(["resp-unknown-param"]);
    // A place no rule checks: no rule is named.
    expect(ruleOf("Unknown parameter: 'messages[2].tool_calls[0].index'.")).toEqual([]);
  });

  it("knows the compatible servers' wordings", () => {
    expect(
      explainApiError(
        "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. (insufficient tool messages following tool_calls message)",
      ).ruleIds,
    ).toEqual(["chat-tool-result-missing"]);
    expect(explainApiError("Messages with role 'tool' must be a response to a preceding message with 'tool_calls'").ruleIds).toEqual([
      "chat-tool-result-orphan",
    ]);
  });
});
