/**
 * The corpora of the benchmark's other dialects: clean Chat Completions, Responses and Bedrock Converse bodies, agent
 * histories of 20 to 80 KB (pretty-printed) with parallel tool calls, their results and text, one body per file. A
 * file of its own so that changing it regenerates only these items (generate.mjs's version is its own source).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { CORPUS_DIR, rngFrom } from "./generate.mjs";

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

function writeFiles(dir, seed, count, body) {
  rmSync(dir, { recursive: true, force: true });
  let total = 0;
  for (let i = 0; i < count; i++) {
    const rng = rngFrom(seed + i * 7919);
    const textOut = JSON.stringify(body(rng, rng.int(16_000, 66_000)), null, 2) + "\n";
    const name = join(dir, `${String(Math.floor(i / 100)).padStart(2, "0")}`, `request-${String(i).padStart(4, "0")}.json`);
    mkdirSync(dirname(name), { recursive: true });
    writeFileSync(name, textOut);
    total += Buffer.byteLength(textOut);
  }
  return total;
}

export const DIALECT_ITEMS = {
  "openai-chat-files": { make: (p) => writeFiles(p, 401, 500, chatBody) },
  "openai-responses-files": { make: (p) => writeFiles(p, 402, 500, responsesBody) },
  "bedrock-converse-files": { make: (p) => writeFiles(p, 403, 500, converseBody) },
};

/** Makes the items that are missing or stale; returns their paths. */
export function ensureDialects(log = (line) => process.stderr.write(line + "\n")) {
  mkdirSync(CORPUS_DIR, { recursive: true });
  const paths = {};
  for (const [name, item] of Object.entries(DIALECT_ITEMS)) {
    const path = join(CORPUS_DIR, name);
    const stamp = join(CORPUS_DIR, `.${name}.version`);
    paths[name] = path;
    if (existsSync(path) && existsSync(stamp) && readFileSync(stamp, "utf8") === VERSION) continue;
    const started = performance.now();
    const bytes = item.make(path);
    writeFileSync(stamp, VERSION);
    log(`generated ${name}: ${(bytes / 1e6).toFixed(2)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return paths;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) ensureDialects();
