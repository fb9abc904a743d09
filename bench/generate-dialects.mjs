/**
 * The corpora of the benchmark's other dialects: clean Chat Completions, Responses and Bedrock Converse bodies, agent
 * histories of 20 to 80 KB (pretty-printed) with parallel tool calls, their results and text, one body per file. A
 * file of its own so that changing it regenerates only these items (generate.mjs's version is its own source).
 * 2,000 bodies each, as the Messages API's and Gemini's corpora: with 500, the bench's warm-up pass ended before V8
 * had optimised the code that runs once per body (after about 2,000 calls), so the timed passes measured its compiling.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ensureItems, writeBodyFiles } from "./generate.mjs";

const VERSION = createHash("sha256")
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .digest("hex")
  .slice(0, 16);

const WORDS =
  "the a of to and in is for that it with on request response error file path line test build cache retry timeout café données 東京 🚀".split(" ");
const text = (rng, chars) => {
  let out = "";
  while (out.length < chars) out += (out ? " " : "") + rng.pick(WORDS);
  return out;
};
const id = (rng, prefix) =>
  prefix + Array.from({ length: 24 }, () => "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"[rng.int(0, 61)]).join("");

const PARAMETERS = { type: "object", properties: { path: { type: "string" } }, required: ["path"], additionalProperties: false };

/** A clean Chat Completions body of about `bytes` bytes (compact). */
function chatBody(rng, bytes) {
  const messages = [
    { role: "system", content: text(rng, 400) },
    { role: "user", content: text(rng, 300) },
  ];
  let size = 1000;
  while (size < bytes) {
    const calls = Array.from({ length: rng.int(1, 3) }, () => ({
      id: id(rng, "call_"),
      type: "function",
      function: { name: rng.pick(["read_file", "run_tests", "search"]), arguments: JSON.stringify({ path: text(rng, 30) }) },
    }));
    messages.push({ role: "assistant", content: rng.chance(0.5) ? null : text(rng, 200), tool_calls: calls });
    for (const call of calls) messages.push({ role: "tool", tool_call_id: call.id, content: text(rng, rng.int(500, 4000)) });
    messages.push({ role: "assistant", content: text(rng, rng.int(200, 1200)) }, { role: "user", content: text(rng, rng.int(50, 400)) });
    size = JSON.stringify(messages).length;
  }
  const tools = ["read_file", "run_tests", "search"].map((name) => ({
    type: "function",
    function: { name, description: text(rng, 80), parameters: PARAMETERS, strict: true },
  }));
  return { model: "gpt-4.1", tools, messages };
}

/** A clean Responses body of about `bytes` bytes (compact), reasoning items before each call. */
function responsesBody(rng, bytes) {
  const input = [
    { role: "developer", content: text(rng, 400) },
    { role: "user", content: text(rng, 300) },
  ];
  let size = 1000;
  while (size < bytes) {
    input.push({ type: "reasoning", id: id(rng, "rs_"), summary: [], encrypted_content: text(rng, 600) });
    const calls = Array.from({ length: rng.int(1, 3) }, () => ({
      type: "function_call",
      id: id(rng, "fc_"),
      call_id: id(rng, "call_"),
      name: rng.pick(["read_file", "run_tests", "search"]),
      arguments: JSON.stringify({ path: text(rng, 30) }),
    }));
    input.push(...calls);
    for (const call of calls) input.push({ type: "function_call_output", call_id: call.call_id, output: text(rng, rng.int(500, 4000)) });
    input.push(
      {
        type: "message",
        id: id(rng, "msg_"),
        role: "assistant",
        status: "completed",
        content: [{ type: "output_text", text: text(rng, rng.int(200, 1200)), annotations: [] }],
      },
      { role: "user", content: text(rng, rng.int(50, 400)) },
    );
    size = JSON.stringify(input).length;
  }
  const tools = ["read_file", "run_tests", "search"].map((name) => ({
    type: "function",
    name,
    description: text(rng, 80),
    parameters: PARAMETERS,
    strict: true,
  }));
  return { model: "gpt-5.4", store: false, include: ["reasoning.encrypted_content"], tools, input };
}

/** A clean Bedrock Converse body of about `bytes` bytes (compact); its model is the URL's, so the body names none. */
export function converseBody(rng, bytes) {
  const messages = [{ role: "user", content: [{ text: text(rng, 300) }] }];
  let size = 1000;
  while (size < bytes) {
    const calls = Array.from({ length: rng.int(1, 3) }, () => ({
      toolUse: { toolUseId: id(rng, "tooluse_"), name: rng.pick(["read_file", "run_tests", "search"]), input: { path: text(rng, 30) } },
    }));
    messages.push(
      { role: "assistant", content: [{ text: text(rng, 200) }, ...calls] },
      {
        role: "user",
        content: calls.map(({ toolUse }) => ({
          toolResult: { toolUseId: toolUse.toolUseId, content: [{ text: text(rng, rng.int(500, 4000)) }], status: "success" },
        })),
      },
      { role: "assistant", content: [{ text: text(rng, rng.int(200, 1200)) }] },
      { role: "user", content: [{ text: text(rng, rng.int(50, 400)) }] },
    );
    size = JSON.stringify(messages).length;
  }
  const tools = ["read_file", "run_tests", "search"].map((name) => ({
    toolSpec: { name, description: text(rng, 80), inputSchema: { json: PARAMETERS } },
  }));
  return { system: [{ text: text(rng, 400) }], inferenceConfig: { maxTokens: 4096 }, toolConfig: { tools }, messages };
}

export const DIALECT_ITEMS = {
  "openai-chat-files": { make: (p) => writeBodyFiles(p, 401, 2000, "request", chatBody) },
  "openai-responses-files": { make: (p) => writeBodyFiles(p, 402, 2000, "request", responsesBody) },
  "bedrock-converse-files": { make: (p) => writeBodyFiles(p, 403, 2000, "request", converseBody) },
};

/** Makes the items that are missing or stale; returns their paths. */
export function ensureDialects(log) {
  return ensureItems(DIALECT_ITEMS, VERSION, Object.keys(DIALECT_ITEMS), log);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) ensureDialects();
