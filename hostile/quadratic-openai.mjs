/**
 * Hostile inputs for quadratic steps once found in the shared pairing and the OpenAI rules: each case grows one thing
 * that a rule or the pairing used to search again for every call, result or finding. `make(n)` gives a request of a
 * size proportional to `n`; the red-team suite lints it at `n` and `4n` with the built CLI and `args`, and compares
 * the times.
 */

const pretty = (value) => JSON.stringify(value, null, 2) + "\n";
const CHAT = ["--dialect", "openai-chat"];
const RESPONSES = ["--dialect", "openai-responses"];

const chat = (messages) => ({ model: "gpt-4o", messages });
const responses = (input) => ({ model: "gpt-4o", input });
const chatCall = (id, i) => ({ id, type: "function", function: { name: "get_weather", arguments: `{"city":"c${i}"}` } });

/** A result for one id first, then `n` assistant turns calling that id: each unanswered call searched the id's calls. */
function resultThenCallsOneId(n) {
  const messages = [{ role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_dup", content: "done" }] }];
  for (let i = 0; i < n; i++) {
    messages.push({ role: "assistant", content: [{ type: "tool_use", id: "toolu_dup", name: "bash", input: { command: `echo ${i}` } }] });
    messages.push({ role: "user", content: `and then ${i}?` });
  }
  const tools = [{ name: "bash", description: "Run a command.", input_schema: { type: "object", properties: { command: { type: "string" } } } }];
  return pretty({ model: "claude-haiku-4-5", max_tokens: 1024, tools, messages });
}

/** `n` outputs for one call_id, then `n` calls with it: each call walked the id's outputs. */
function outputsThenCallsOneId(n) {
  const input = [{ role: "user", content: "start" }];
  for (let i = 0; i < n; i++) input.push({ type: "function_call_output", call_id: "c", output: `result ${i}` });
  for (let i = 0; i < n; i++) input.push({ type: "function_call", call_id: "c", name: "get_weather", arguments: `{"city":"c${i}"}` });
  return pretty(responses(input));
}

/** `n` outputs whose calls are not in `input`: each searched every item for a `tool_search_call`. */
function orphanOutputs(n) {
  const input = [{ role: "user", content: "start" }];
  for (let i = 0; i < n; i++) input.push({ type: "function_call_output", call_id: `call_${i}`, output: `result ${i}` });
  return pretty(responses(input));
}

/** `n` reasoning items with ids: each looked for its own position among the items. */
function reasoningItems(n) {
  const input = [{ role: "user", content: "start" }];
  for (let i = 0; i < n; i++) input.push({ type: "reasoning", id: `rs_${i}`, summary: [] });
  return pretty(responses(input));
}

/** A user message, then `n` `tool` messages: each orphan looked for its position and searched every call for its id. */
function orphanToolMessages(n) {
  const messages = [{ role: "user", content: "start" }];
  for (let i = 0; i < n; i++) messages.push({ role: "tool", tool_call_id: `call_${i}`, content: `result ${i}` });
  return pretty(chat(messages));
}

/** One call, then `n` `tool` messages with other ids: each searched every call for its id. */
function unknownIdsOneCall(n) {
  const messages = [
    { role: "user", content: "start" },
    { role: "assistant", content: null, tool_calls: [chatCall("call_known", 0)] },
  ];
  for (let i = 0; i < n; i++) messages.push({ role: "tool", tool_call_id: `call_other_${i}`, content: `result ${i}` });
  return pretty(chat(messages));
}

/** `n` calls in one message, then `n` `tool` messages with other ids: each finding listed the calls' ids anew. */
function unknownIdsManyCalls(n) {
  const calls = [];
  for (let i = 0; i < n; i++) calls.push(chatCall(`call_${i}`, i));
  const messages = [
    { role: "user", content: "start" },
    { role: "assistant", content: null, tool_calls: calls },
  ];
  for (let i = 0; i < n; i++) messages.push({ role: "tool", tool_call_id: `call_other_${i}`, content: `result ${i}` });
  return pretty(chat(messages));
}

/** `n` user / assistant-with-one-call pairs, none answered: each unanswered call searched the later messages. */
function unansweredCalls(n) {
  const messages = [];
  for (let i = 0; i < n; i++) {
    messages.push({ role: "user", content: `question ${i}` });
    messages.push({ role: "assistant", content: null, tool_calls: [chatCall(`call_${i}`, i)] });
  }
  messages.push({ role: "user", content: "go on" });
  return pretty(chat(messages));
}

/** `n` user messages (Mistral): each looked for its own position among the messages. */
function userMessages(n) {
  const messages = [];
  for (let i = 0; i < n; i++) messages.push({ role: "user", content: `message ${i}` });
  return pretty({ model: "mistral-large-latest", messages });
}

/**
 * Strict function tools whose schemas have `n` properties in all, all required: each property was looked up in
 * `required` by a search. 64 tools of `n / 64` properties each, not one of `n`: at 160,000 keys in one object, V8's
 * own work on it (the parse, the key list, each read a cache miss) grows 5× to 7× for four times the keys, and decided
 * the case.
 */
function strictRequiredList(n, order = (names) => names) {
  const tools = Array.from({ length: 64 }, (_, t) => {
    const names = Array.from({ length: n / 64 }, (_, i) => `p${i}`);
    const parameters = {
      type: "object",
      properties: Object.fromEntries(names.map((name) => [name, { type: "string" }])),
      required: order(names.slice()),
      additionalProperties: false,
    };
    return { type: "function", name: `f${t}`, strict: true, parameters };
  });
  return pretty({ ...responses([{ role: "user", content: "go" }]), tools });
}

export const QUADRATIC_OPENAI = [
  { name: "1. tool-pairing (Messages API): a result, then turns calling its id", make: resultThenCallsOneId, n: 2000, args: [] },
  { name: "2. resp-call-without-output: outputs then calls, one call_id", make: outputsThenCallsOneId, n: 4000, args: RESPONSES },
  { name: "3. resp-output-without-call: outputs without calls", make: orphanOutputs, n: 4000, args: RESPONSES },
  { name: "4. resp-reasoning-orphan: reasoning items with ids", make: reasoningItems, n: 4000, args: RESPONSES },
  { name: "5. chat-tool-result-orphan: tool messages after a user message", make: orphanToolMessages, n: 4000, args: CHAT },
  { name: "6. chat-tool-result-unknown-id: tool messages after one call", make: unknownIdsOneCall, n: 4000, args: CHAT },
  { name: "7. chat-tool-result-unknown-id: calls and tool messages with other ids", make: unknownIdsManyCalls, n: 2000, args: CHAT },
  { name: "8. chat-tool-result-missing: unanswered calls", make: unansweredCalls, n: 4000, args: CHAT },
  { name: "9. chat-user-after-tool: user messages (Mistral)", make: userMessages, n: 40000, args: [...CHAT, "--target", "mistral"] },
  {
    name: "10. resp-strict-required: a strict schema's properties, all required",
    make: strictRequiredList,
    // As case 11, and for its reason: at 80,000 the smaller size's net work was about 50 ms (4.5× in a CI run).
    n: 160000,
    args: RESPONSES,
  },
  {
    name: "11. resp-strict-required: the same, required in reverse order (looked up, not compared in order)",
    make: (n) => strictRequiredList(n, (names) => names.reverse()),
    // Twice case 10's size: at 80,000 its net work at the smaller size was 43–83 ms, so the start-up taken from it swung
    // the ratio (6.3× then 5.0× in one CI run, 3.1–3.9× idle); at 160,000 it reads 3.1–3.8×, and a scan of `required`
    // for each property still fails it (10.4×, 10.8×).
    n: 160000,
    args: RESPONSES,
  },
];
