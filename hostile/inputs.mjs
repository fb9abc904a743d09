/**
 * Generated hostile inputs (issue 24), each a function of a size so that a case can be run at two sizes and the
 * ratio of their times compared: the red-team suite (`hostile/run.mjs`) and the benchmark (`bench/run.mjs`) use them.
 * Every text is pretty-printed with two spaces, as recorded histories usually are.
 */

// A model the SDK's lifecycle table does not list: the inputs find the same things whatever the date.
const MODEL = "claude-haiku-4-5";
const body = (messages, extra = {}) => ({ model: MODEL, max_tokens: 1024, ...extra, messages });
const pretty = (value) => JSON.stringify(value, null, 2) + "\n";
const BASH = { name: "bash", description: "Run a command.", input_schema: { type: "object", properties: { command: { type: "string" } } } };

/**
 * `n` tool calls in one assistant message, all with one id, and the one result that id can have: a finding for every
 * call after the first (ids must be unique within a turn; a later turn may reuse one, as the API accepts).
 */
export function toolCallsOneDuplicateId(n) {
  const calls = [];
  for (let i = 0; i < n; i++) calls.push({ type: "tool_use", id: "toolu_dup", name: "bash", input: { command: `echo ${i}` } });
  const result = { type: "tool_result", tool_use_id: "toolu_dup", content: "done" };
  const messages = [
    { role: "user", content: "start" },
    { role: "assistant", content: calls },
    { role: "user", content: [result] },
  ];
  return pretty(body(messages, { tools: [BASH] }));
}

/** `n` tool calls, each followed by a plain user turn, their results arriving late: a finding per call. */
export function toolCallsResultsLate(n) {
  const messages = [{ role: "user", content: "start" }];
  for (let i = 0; i < n; i++) {
    messages.push({ role: "assistant", content: [{ type: "tool_use", id: `toolu_${i}`, name: "bash", input: { command: `echo ${i}` } }] });
    messages.push({ role: "user", content: "and then?" });
    messages.push({ role: "assistant", content: "waiting" });
    messages.push({ role: "user", content: [{ type: "tool_result", tool_use_id: `toolu_${i}`, content: `${i}` }] });
  }
  return pretty(body(messages, { tools: [BASH] }));
}

/** `n` tool results that answer no call: a finding per result. */
export function orphanResults(n) {
  const messages = [];
  for (let i = 0; i < n; i++) {
    messages.push({ role: "user", content: [{ type: "tool_result", tool_use_id: `toolu_${i}`, content: `${i}` }] });
    messages.push({ role: "assistant", content: "ok" });
  }
  messages.push({ role: "user", content: "done" });
  return pretty(body(messages, { tools: [BASH] }));
}

/** `n` + 1 messages and one fix, in the last one: a prefill that ends with a space. */
export function oneFixAtTheEnd(n) {
  const messages = [];
  for (let i = 0; i < n; i++) messages.push({ role: i % 2 ? "assistant" : "user", content: `turn ${i}` });
  if (n % 2 === 0) messages.push({ role: "user", content: "last" });
  messages.push({ role: "assistant", content: "The answer is " });
  return pretty(body(messages));
}

/** `n` user turns, each with an empty text block that a fix removes: `n` fixes spread over the file. */
export function manyFixes(n) {
  const messages = [];
  for (let i = 0; i < n; i++) {
    messages.push({
      role: "user",
      content: [
        { type: "text", text: "" },
        { type: "text", text: `question ${i}` },
      ],
    });
    messages.push({ role: "assistant", content: `answer ${i}` });
  }
  messages.push({ role: "user", content: "thanks" });
  return pretty(body(messages));
}

/**
 * A tool whose schema asks for `uniqueItems` in a list of objects, and a call whose input lists `n` distinct objects:
 * comparing every pair of items, as ajv does, is quadratic (8,000 items took 1.75 s, 100,000 would take minutes).
 */
export function uniqueObjects(n) {
  const tool = { name: "tag", input_schema: { type: "object", properties: { tags: { type: "array", uniqueItems: true } } } };
  const tags = Array.from({ length: n }, (_, i) => ({ name: `tag-${i}`, weight: i % 7 }));
  return pretty(
    body(
      [
        { role: "user", content: "go" },
        { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "tag", input: { tags } }] },
        { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "ok" }] },
      ],
      { tools: [tool] },
    ),
  );
}

/** A tool whose schema allows `n` names (`enum`) for each of `n` items of a call's input: a product of two sizes when each item is compared with every name. */
export function longEnum(n) {
  const names = Array.from({ length: n }, (_, i) => `name-${i}`);
  const tool = { name: "pick", input_schema: { type: "object", properties: { picks: { type: "array", items: { enum: names } } } } };
  return pretty(
    body(
      [
        { role: "user", content: "go" },
        { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "pick", input: { picks: [...names].reverse() } }] },
        { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "ok" }] },
      ],
      { tools: [tool] },
    ),
  );
}

/** A tool whose schema's `pattern` backtracks catastrophically on a JavaScript engine, and a call whose input meets it. */
export function catastrophicPattern(pattern, subject) {
  const tool = { name: "lookup", input_schema: { type: "object", properties: { key: { type: "string", pattern } }, required: ["key"] } };
  return pretty(
    body(
      [
        { role: "user", content: "go" },
        { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "lookup", input: { key: subject } }] },
        { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "ok" }] },
      ],
      { tools: [tool] },
    ),
  );
}

/** The two patterns of the issue, with the input lengths it timed (23 s and 86 s on main before the fix). */
export const CATASTROPHIC_PATTERNS = [
  { pattern: "^([a-z0-9]|[a-z0-9._-])+$", subject: "a".repeat(28) + "!" },
  { pattern: "^(a|a)*$", subject: "a".repeat(30) + "!" },
  { pattern: "^(a+)+$", subject: "a".repeat(40) + "!" },
];
