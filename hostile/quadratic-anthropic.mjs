/**
 * Hostile inputs for quadratic steps once found in the Anthropic rules and analyses: each case grows one thing that a
 * rule used to search or sum over again for every finding. `make(n)` gives a request of a size proportional to `n`;
 * the red-team suite lints it at `n` and `4n` with the built CLI and `args`, and compares the times.
 */

const MODEL = "claude-haiku-4-5";
const body = (messages, extra = {}) => ({ model: MODEL, max_tokens: 1024, ...extra, messages });
const pretty = (value) => JSON.stringify(value, null, 2) + "\n";
const tool = (name) => ({ name, input_schema: { type: "object" } });

/** `n` blocks of OpenAI's `input_text` type in one message: each was matched against every structural finding. */
function foreignBlocks(n) {
  const blocks = [];
  for (let i = 0; i < n; i++) blocks.push({ type: "input_text", text: `part ${i}` });
  return pretty(body([{ role: "user", content: blocks }]));
}

/** `n` empty text blocks, then one with text: each empty one searched its siblings for the text. */
function emptyTexts(n) {
  const blocks = [];
  for (let i = 0; i < n; i++) blocks.push({ type: "text", text: "" });
  blocks.push({ type: "text", text: "hello" });
  return pretty(body([{ role: "user", content: blocks }]));
}

/** `n` web searches and `n` results with other ids: each result searched every server tool use for its id. */
function serverResultsWithoutUses(n) {
  const content = [];
  for (let i = 0; i < n; i++) content.push({ type: "server_tool_use", id: `srvtoolu_use${i}`, name: "web_search", input: { query: `q ${i}` } });
  for (let i = 0; i < n; i++) content.push({ type: "web_search_tool_result", tool_use_id: `srvtoolu_other${i}`, content: [] });
  const messages = [
    { role: "user", content: "search" },
    { role: "assistant", content },
    { role: "user", content: "thanks" },
  ];
  return pretty(body(messages, { tools: [{ type: "web_search_20250305", name: "web_search" }] }));
}

/** `n` assistant messages, each holding a compaction block: each block searched the messages for its own. */
function compactionBlocks(n) {
  const messages = [{ role: "user", content: "start" }];
  for (let i = 0; i < n; i++) messages.push({ role: "assistant", content: [{ type: "compaction", content: "s" }] });
  messages.push({ role: "user", content: "go on" });
  return pretty(body(messages));
}

/** `n` tools and one turn of `n` calls, each of the tool `calledName(i)`, with their results. */
function toolsAndCalls(n, calledName) {
  const tools = [];
  const calls = [];
  const results = [];
  for (let i = 0; i < n; i++) {
    tools.push(tool(`tool_${i}`));
    calls.push({ type: "tool_use", id: `toolu_${i}`, name: calledName(i), input: {} });
    results.push({ type: "tool_result", tool_use_id: `toolu_${i}`, content: "ok" });
  }
  const messages = [
    { role: "user", content: "start" },
    { role: "assistant", content: calls },
    { role: "user", content: results },
  ];
  return pretty(body(messages, { tools }));
}

/** `n` tools and `n` calls of tools not among them: each finding listed every declared name anew. */
const unknownToolCalls = (n) => toolsAndCalls(n, (i) => `missing_${i}`);

/** A valid request: `n` tools, each called once: each called name was looked for among every tool. */
const callsOfManyTools = (n) => toolsAndCalls(n, (i) => `tool_${i}`);

/** `n` system blocks, each a cache breakpoint: each breakpoint summed the sizes of every tool and block before it. */
function systemBreakpoints(n) {
  const system = [];
  for (let i = 0; i < n; i++) system.push({ type: "text", text: "x", cache_control: { type: "ephemeral" } });
  return pretty(body([{ role: "user", content: "hello" }], { system }));
}

/** `n` calls answered by a turn of `n` text blocks, then the `n` results: each move of the fix searched and spliced the turn. */
function resultsAfterText(n) {
  const calls = [];
  const content = [];
  for (let i = 0; i < n; i++) calls.push({ type: "tool_use", id: `toolu_${i}`, name: "t", input: {} });
  for (let i = 0; i < n; i++) content.push({ type: "text", text: `note ${i}` });
  for (let i = 0; i < n; i++) content.push({ type: "tool_result", tool_use_id: `toolu_${i}`, content: "ok" });
  const messages = [
    { role: "user", content: "go" },
    { role: "assistant", content: calls },
    { role: "user", content },
  ];
  return pretty(body(messages, { tools: [tool("t")] }));
}

export const QUADRATIC_ANTHROPIC = [
  { name: "1. content-block-unknown-type: foreign blocks in one message", make: foreignBlocks, n: 6000, args: [] },
  { name: "2. text-block-empty: empty text blocks before a non-empty one", make: emptyTexts, n: 12000, args: [] },
  { name: "3. server-tool-result-unexpected-id: server tool uses and unmatched results", make: serverResultsWithoutUses, n: 2000, args: [] },
  {
    name: "4. compaction-block-misplaced: assistant messages with a compaction block",
    make: compactionBlocks,
    n: 6000,
    args: ["--api-version", "2026-10-21"],
  },
  { name: "5. tool-use-unknown-tool: declared tools and calls of unknown ones", make: unknownToolCalls, n: 2000, args: [] },
  { name: "6. tool-use-input-schema-mismatch: tools each called once (valid)", make: callsOfManyTools, n: 10000, args: [] },
  { name: "7. cache-control-prefix-too-short: system blocks with cache_control", make: systemBreakpoints, n: 8000, args: [] },
  { name: "8. tool-result-not-first: a turn of text blocks, then the results (its fix)", make: resultsAfterText, n: 10000, args: [] },
  {
    name: "9. --fix-dry-run: the same turn reordered (a splice per move)",
    make: resultsAfterText,
    n: 10000,
    args: ["--fix-dry-run"],
  },
];
