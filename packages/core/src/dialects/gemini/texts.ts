/**
 * Google's texts (providers.md gemini §3), shared by the rules that report them and by `explain`. `{G}` is the
 * validator's `* GenerateContentRequest.` prefix, `{U}` and `{VX}` Vertex's prose frame.
 */
export const VALIDATOR = "* GenerateContentRequest.";
export const VERTEX_PREFIX = "Unable to submit request because ";
export const VERTEX_LEARN_MORE = " Learn more: https://cloud.google.com/vertex-ai/generative-ai/docs/model-reference/gemini";

export const FR_COUNT =
  "Please ensure that the number of function response parts is equal to the number of function call parts of the function call turn.";
export const FC_TURN_ORDER = "Please ensure that function call turn comes immediately after a user turn or after a function response turn.";
export const FR_TURN_ORDER = "Please ensure that function response turn comes immediately after a function call turn.";

/** A Vertex text: `Unable to submit request because <reason>` and the model reference link. */
export const vertex = (reason: string): string => `${VERTEX_PREFIX}${reason}${VERTEX_LEARN_MORE}`;

/** Vertex's text for a `generationConfig` number out of its range: `{{value}}` the number sent, `{{limit}}` the bound it must stay under. */
export const vertexRange = (field: string, low: number): string =>
  `${VERTEX_PREFIX}it has a ${field} value of {{value}} but the supported range is from ${low} (inclusive) to {{limit}} (exclusive). Update the value and try again.`;
