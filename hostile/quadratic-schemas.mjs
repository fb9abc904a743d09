/**
 * Hostile inputs for quadratic steps once found in the generated validators (scripts/schemas/ajv-compact.mjs): ajv
 * appended a sub-validator's errors by copying every error so far, and compared every pair of a `type` list for
 * `uniqueItems`. `make(n)` gives a request of a size proportional to `n`; the red-team suite lints it at `n` and `4n`
 * with the built CLI and `args`, and compares the times.
 */

const pretty = (value) => JSON.stringify(value, null, 2) + "\n";
const messages = [{ role: "user", content: "go" }];

/** One message of `n` text blocks whose `text` is a number: the request schema's errors, one per block. */
function numericTexts(n) {
  const blocks = Array.from({ length: n }, (_, i) => ({ type: "text", text: i }));
  return pretty({ model: "claude-haiku-4-5", max_tokens: 1024, messages: [{ role: "user", content: blocks }] });
}

/** The same in a Converse body: `n` content blocks whose `text` is a number. */
function converseNumericTexts(n) {
  const blocks = Array.from({ length: n }, (_, i) => ({ text: i }));
  return pretty({ modelId: "anthropic.claude-3-haiku-20240307-v1:0", messages: [{ role: "user", content: blocks }] });
}

/** A tool's `input_schema` with `n` properties whose `type` is a number: the meta-schema's errors, one per property. */
function badPropertyTypes(n) {
  const properties = Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, { type: 5 }]));
  return pretty({ model: "claude-haiku-4-5", max_tokens: 1024, messages, tools: [{ name: "t", input_schema: { type: "object", properties } }] });
}

/** A property whose `type` lists `n` distinct names: the meta-schema's `uniqueItems` on it compared every pair. */
function longTypeList(n) {
  const type = Array.from({ length: n }, (_, i) => `type-${i}`);
  return pretty({
    model: "claude-haiku-4-5",
    max_tokens: 1024,
    messages,
    tools: [{ name: "t", input_schema: { type: "object", properties: { a: { type } } } }],
  });
}

// Sizes at which the fixed CLI spends 50 ms or more past its start-up: below that, the ratio of two net times is noise.
export const QUADRATIC_SCHEMAS = [
  { name: "1. checking: request-schema errors, one per block", make: numericTexts, n: 10_000, args: [] },
  { name: "1. checking: Converse request-schema errors, one per block", make: converseNumericTexts, n: 20_000, args: [] },
  { name: "1. checking: meta-schema errors, one per tool property", make: badPropertyTypes, n: 10_000, args: [] },
  { name: "1. checking: a tool property's long `type` list (uniqueItems)", make: longTypeList, n: 80_000, args: [] },
];
