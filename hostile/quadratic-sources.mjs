/**
 * Generated hostile inputs for quadratic steps in the Gemini and Bedrock Converse dialects and the Claude Code source:
 * each `make(n)` gives a file's text of size proportional to `n`, linted at `n` and `4n` by the red-team suite
 * (`hostile/run.mjs`), which compares the CPU times. `args` are extra CLI arguments, `ext` the file's extension.
 */

const pretty = (value) => JSON.stringify(value, null, 2) + "\n";
const jsonLines = (lines) => lines.map((line) => JSON.stringify(line)).join("\n") + "\n";

/** One Bedrock Converse user message of `n` × (text, cachePoint) blocks, on Claude. */
function bedrockCachePoints(n) {
  const content = [];
  for (let i = 0; i < n; i++) content.push({ text: `part ${i}` }, { cachePoint: { type: "default" } });
  return pretty({ messages: [{ role: "user", content }], inferenceConfig: { maxTokens: 1024 } });
}

/** A Gemini function declaration whose `parameters.properties` has `n` entries, each with an unknown field. */
function geminiUnknownSchemaFields(n) {
  const properties = {};
  for (let i = 0; i < n; i++) properties[`field_${i}`] = { type: "STRING", maxLengthx: i };
  const parameters = { type: "OBJECT", properties };
  return pretty({
    contents: [{ role: "user", parts: [{ text: "go" }] }],
    tools: [{ functionDeclarations: [{ name: "lookup", description: "Look a thing up.", parameters }] }],
  });
}

/** A Gemini model turn of `n` function calls answered by `n` − 1 responses in order: one call unanswered. */
function geminiFunctionCallsOneUnanswered(n) {
  const calls = [];
  const responses = [];
  for (let i = 0; i < n; i++) calls.push({ functionCall: { name: `tool_${i}` } });
  for (let i = 0; i < n - 1; i++) responses.push({ functionResponse: { name: `tool_${i}`, response: {} } });
  return pretty({
    contents: [
      { role: "user", parts: [{ text: "go" }] },
      { role: "model", parts: calls },
      { role: "user", parts: responses },
    ],
    tools: [{ functionDeclarations: [{ name: "tool", description: "A tool." }] }],
  });
}

const SESSION = "3f2a1b0c-0000-4000-8000-000000000000";
const line = (type, uuid, parentUuid, extra) => ({ parentUuid, isSidechain: false, sessionId: SESSION, type, uuid, ...extra });

/** A Claude Code transcript: a chain of `n` consecutive `user` lines, merged into one message. */
function claudeCodeUserChain(n) {
  const lines = [];
  let parent = null;
  for (let i = 0; i < n; i++) {
    const uuid = `u-${i}`;
    lines.push(line("user", uuid, parent, { message: { role: "user", content: `line ${i}` } }));
    parent = uuid;
  }
  return jsonLines(lines);
}

/** A Claude Code transcript: a root user line, a chain of `n` `system` lines, and `n` `system` leaves on its tail. */
function claudeCodeSystemLeaves(n) {
  const lines = [line("user", "root", null, { message: { role: "user", content: "start" } })];
  let parent = "root";
  for (let i = 0; i < n; i++) {
    const uuid = `s-${i}`;
    lines.push(line("system", uuid, parent, { subtype: "informational", content: `note ${i}` }));
    parent = uuid;
  }
  for (let i = 0; i < n; i++) lines.push(line("system", `leaf-${i}`, parent, { subtype: "informational", content: `leaf ${i}` }));
  return jsonLines(lines);
}

// The dialect is not detected from a body with no reasoning or tools; the rule checks Claude only.
const BEDROCK_CLAUDE = ["--dialect", "bedrock-converse", "--model", "us.anthropic.claude-sonnet-4-5-20250929-v1:0"];

export const QUADRATIC_SOURCES = [
  {
    name: "1. checking: cache points after text blocks in one Bedrock message",
    make: bedrockCachePoints,
    n: 16000,
    args: BEDROCK_CLAUDE,
    ext: ".json",
  },
  { name: "1. checking: unknown fields in a Gemini schema's properties", make: geminiUnknownSchemaFields, n: 1000, args: [], ext: ".json" },
  {
    name: "1. checking: Gemini function calls with one response missing",
    make: geminiFunctionCallsOneUnanswered,
    n: 8000,
    args: [],
    ext: ".json",
  },
  { name: "1. checking: consecutive user lines of a Claude Code transcript", make: claudeCodeUserChain, n: 10000, args: [], ext: ".jsonl" },
  {
    name: "1. checking: system leaves below a chain of system lines in a Claude Code transcript",
    make: claudeCodeSystemLeaves,
    n: 5000,
    args: [],
    ext: ".jsonl",
  },
];
