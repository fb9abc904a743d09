/**
 * What msglint knows of each Gemini model, from providers.md gemini §3 and the evidence it cites. A model
 * missing here, or a fact left out of its entry, keeps the rules that need it silent: a fact is stated only where
 * a recorded error or Google's model page gives it.
 */

export interface ThinkingBudget {
  /** The range a budget other than 0 and -1 (dynamic) must fall in, where known. */
  min?: number;
  max?: number;
  /** `thinkingBudget: 0` turns thinking off; false: "This model only works in thinking mode". */
  canDisable: boolean;
}

export interface GeminiModelFacts {
  /** The table's key the model id matched. */
  family: string;
  /** Replayed function calls of the current turn must carry a `thoughtSignature` (Gemini 3, not 3 Pro Image). */
  thoughtSignatures?: boolean;
  /** The model thinks: false for 2.0 models (a `thinkingConfig` is refused on Vertex). */
  thinking?: boolean;
  budget?: ThinkingBudget;
  /**
   * `thinkingLevel` is accepted (Gemini 3); false before it: AI Studio answered "Thinking level is not supported for this
   * model." for gemini-2.5-flash (RooCodeInc/Roo-Code#10700, January 2026) and Gemini 2.5 Pro (microsoft/vscode#334581,
   * September 2026). Which levels a Gemini 3 model takes changed over its previews: not recorded here.
   */
  thinkingLevel?: boolean;
  /** `systemInstruction` is accepted; false for Gemma 3 and the 2.0 image-generation models. */
  systemInstruction?: boolean;
  /** `presencePenalty`/`frequencyPenalty` are accepted; false for 2.5 and 3.x. */
  penalties?: boolean;
  /**
   * Vertex takes the penalties where AI Studio refuses them: gemini-2.5-pro answered 200 to `presencePenalty: -1.5`
   * and `frequencyPenalty: 1.0` on Vertex (open-telemetry/opentelemetry-python-contrib,
   * `test_generate_content_extra_params.yaml`); unset for 3.x (no recorded Vertex answer).
   */
  vertexPenalties?: boolean;
  /** The largest `topK`. */
  topK?: number;
  /**
   * false: AI Studio takes a `topK` above `topK` (gemini-2.0-flash answered 200 to 50, Mirascope cassette
   * `call_with_params/google/stream.yaml` at 4161be1, October 2025); the bound then holds on Vertex only.
   */
  aiStudioTopK?: boolean;
  /** The largest `maxOutputTokens` Vertex accepts (recorded refusals only: the 2.0 models, gemini-2.5-pro-exp-03-25). */
  vertexMaxOutputTokens?: number;
  /** `candidateCount` above 1 is refused on AI Studio (Gemini 3). */
  singleCandidate?: boolean;
  /** functionDeclarations beside a built-in tool are accepted (Gemini 3); false before it. */
  toolCombination?: boolean;
  /** `toolConfig.includeServerSideToolInvocations` is accepted (Gemini 3). */
  serverSideToolInvocations?: boolean;
  /**
   * `responseMimeType: application/json` beside function calling: false where it is refused (2.5 models, recorded
   * 400s). Unset for 2.0: gemini-2.0-flash answered 200 to it on AI Studio (Mirascope cassettes, September 2025).
   */
  jsonModeWithTools?: boolean;
  /**
   * Function responses split over the user contents right after a call turn add up (2.5 Flash on AI Studio, recorded 200s:
   * crewAI `test_gemini_parallel_native_tool_calling_*`; not on Vertex); false for Gemini 3 (cloudwego/eino-ext#571).
   */
  splitResponses?: boolean;
  /**
   * A function call turn answered by a content with no function response (the conversation goes on with a user text)
   * is accepted: recorded 200s on AI Studio and Vertex for gemini-2.0-flash, 2.0-flash-lite and the 2.5 models
   * (agentjido/req_llm fixtures `tool_round_trip_2.json`, October and November 2025).
   */
  unansweredCalls?: boolean;
  /**
   * AI Studio takes a nested OBJECT schema without `properties` in a function's `parameters`: gemini-1.5-flash answered
   * 200 to `{"location": {"type": "object"}}` (pydantic-ai `test_gemini_additional_properties_is_true.yaml` at 32e52b0
   * and a5a7e5b, April 2025), gemini-2.0-flash to `{"address": {"type": "OBJECT", "description": …}}` (crmne/ruby_llm
   * `chat_nested_parameters_with_gemini_gemini-2_0-flash_handles_nested_object_parameters.yml` at 4efb76f, April 2025).
   */
  aiStudioEmptyNestedObjects?: boolean;
  /**
   * Vertex takes a function without arguments declared as an empty OBJECT (`{"type": "OBJECT", "properties": {}}`):
   * recorded 200s for gemini-2.0-flash, the 2.5 models and gemini-3-flash-preview (agentjido/req_llm
   * `google_vertex/<model>/multi_tool.json`, crmne/ruby_llm `…_vertexai_…` cassettes, November 2025 to August 2026).
   */
  vertexEmptyParameters?: boolean;
  /**
   * The exclusive upper bound Vertex quotes for `temperature` (from 0 inclusive): 2.0001, recorded for
   * gemini-1.5-flash-002 and gemini-2.5-pro (open-telemetry/opentelemetry-python-contrib,
   * `test_generate_content_invalid_temperature.yaml`, `test_vertexai_generate_content_error.yaml`).
   */
  vertexTemperatureLimit?: number;
  /**
   * The exclusive upper bound Vertex quotes for the number of `stopSequences` (from 1 inclusive): 6, recorded for
   * Gemini 2.5 Flash in September 2025 (continuedev/continue#7849, 10 sequences). In 2024 Vertex quoted 17
   * (google/generative-ai-go#233) for a model not named: no model is given that bound.
   */
  vertexStopSequencesLimit?: number;
  /**
   * false: a `googleSearchRetrieval` tool (Gemini 1.5's grounding) is refused, "Please use google_search field instead
   * of google_search_retrieval field." (gemini-2.0-flash-exp on AI Studio, January 2025: simonw/llm-gemini#39,
   * google-gemini/deprecated-generative-ai-js#330); Google's grounding docs give `googleSearch` from Gemini 2.0 on.
   */
  searchRetrieval?: boolean;
  /**
   * The one combination of `responseModalities` the model answers in, where it is not TEXT: `["AUDIO"]` for the 2.5
   * TTS models (AI Studio refused their default TEXT: agentjido/req_llm fixtures at d7e9d6d, October 2025).
   */
  onlyModalities?: readonly string[];
  /**
   * false: `responseMimeType: application/json` is refused, "JSON mode is not enabled for models/…"
   * (gemini-2.5-flash-image on AI Studio: agentjido/req_llm `object_basic.json` at d7e9d6d, October 2025).
   */
  jsonMode?: boolean;
  /**
   * false: function declarations are refused on AI Studio, `Function calling is not enabled for models/…` (Gemma 3:
   * gemma-3-12b-it in agno-agi/agno#3505, gemma-3-27b-it in BerriAI/litellm#10313).
   */
  functionCalling?: boolean;
  /**
   * Roles AI Studio refuses on a content, `Role '<role>' is not supported. Please use a valid role: SYSTEM, SYSTEM_1, …`,
   * where older models took them for function responses (`function` on 2.x and 3.1-flash-lite, `tool` on 2.0-flash-lite):
   * gemini-3.6-flash refused `tool` (genkit-ai/genkit#5780, July 2026) and `function` (measured August 2026,
   * FaultMaven/faultmaven `docs/reference/llm-model-capabilities.md`). Unset: the model's answer is not known.
   */
  refusedRoles?: readonly string[];
}

const GEMINI_2_0: Omit<GeminiModelFacts, "family"> = {
  searchRetrieval: false,
  thoughtSignatures: false,
  thinking: false,
  thinkingLevel: false,
  systemInstruction: true,
  penalties: true,
  topK: 40,
  aiStudioTopK: false,
  vertexMaxOutputTokens: 8192,
  toolCombination: false,
  serverSideToolInvocations: false,
};

const GEMINI_2_5: Omit<GeminiModelFacts, "family"> = {
  searchRetrieval: false,
  thoughtSignatures: false,
  thinking: true,
  thinkingLevel: false,
  systemInstruction: true,
  penalties: false,
  vertexPenalties: true,
  vertexTemperatureLimit: 2.0001,
  topK: 64,
  toolCombination: false,
  serverSideToolInvocations: false,
  jsonModeWithTools: false,
  vertexEmptyParameters: true,
  unansweredCalls: true,
};

// Gemini 3's facts that hold for the whole family, also given to 3.5 and 3.6 Flash.
const GEMINI_3_FAMILY: Omit<GeminiModelFacts, "family"> = {
  searchRetrieval: false,
  thoughtSignatures: true,
  thinking: true,
  thinkingLevel: true,
  systemInstruction: true,
  toolCombination: true,
  serverSideToolInvocations: true,
  splitResponses: false,
};

// Gemini 3 Pro and Flash's own refusals (penalties, candidateCount), not known for 3.5 and 3.6.
const GEMINI_3: Omit<GeminiModelFacts, "family"> = { ...GEMINI_3_FAMILY, penalties: false, singleCandidate: true };

/** By id prefix, most specific first: `gemini-2.5-flash-lite-preview-09-2025` is a `gemini-2.5-flash-lite`. */
const TABLE: readonly [string, Omit<GeminiModelFacts, "family">][] = [
  // Flash-8B is its own model: nothing recorded for it.
  ["gemini-1.5-flash-8b", {}],
  ["gemini-1.5-flash", { aiStudioEmptyNestedObjects: true, vertexTemperatureLimit: 2.0001 }],
  ["gemini-2.0-flash-preview-image-generation", { ...GEMINI_2_0, systemInstruction: false }],
  ["gemini-2.0-flash-exp-image-generation", { ...GEMINI_2_0, systemInstruction: false }],
  ["gemini-2.0-flash-lite", { ...GEMINI_2_0, unansweredCalls: true }],
  // A nested OBJECT without properties answered 200 on AI Studio (crmne/ruby_llm, April 2025).
  ["gemini-2.0-flash", { ...GEMINI_2_0, vertexEmptyParameters: true, aiStudioEmptyNestedObjects: true, unansweredCalls: true }],
  // Vertex refused `maxOutputTokens: 65536` for the March 2025 experimental 2.5 Pro (BerriAI/litellm#10548), and took it for
  // gemini-2.5-pro and gemini-2.5-flash in April 2026 (req_llm `google_vertex/*/labels_basic.json`): the limit is this id's.
  ["gemini-2.5-pro-exp-03-25", { ...GEMINI_2_5, budget: { min: 128, max: 32768, canDisable: false }, vertexMaxOutputTokens: 65535 }],
  ["gemini-2.5-pro", { ...GEMINI_2_5, budget: { min: 128, max: 32768, canDisable: false } }],
  ["gemini-2.5-flash-lite", { ...GEMINI_2_5, budget: { min: 512, max: 24576, canDisable: true } }],
  // The 2.5 Flash image model does not think: no budget, nothing said about thinking.
  ["gemini-2.5-flash-image", { penalties: false, thoughtSignatures: false, thinkingLevel: false, jsonMode: false }],
  // Vertex's stopSequences bound is recorded for 2.5 Flash only (continuedev/continue#7849): not given to the other 2.5 models.
  ["gemini-2.5-flash", { ...GEMINI_2_5, budget: { min: 0, max: 24576, canDisable: true }, splitResponses: true, vertexStopSequencesLimit: 6 }],
  ["gemini-3-pro-image", { thoughtSignatures: false, thinkingLevel: true, penalties: false }],
  ["gemini-3.1-pro", GEMINI_3],
  ["gemini-3-pro", GEMINI_3],
  ["gemini-3-flash", { ...GEMINI_3, vertexEmptyParameters: true }],
  ["gemini-3.5-flash-lite", { thinking: true, budget: { canDisable: false } }],
  // Took `function` for function responses (measured August 2026, FaultMaven); refused a call without its thought
  // signature (Chevey339/kelivo#639, June 2026); answered 200 to `thinkingLevel` (tidyverse/ellmer `google-thinking-level.yml`, smstoslack/req_llm fixtures).
  ["gemini-3.5-flash", GEMINI_3_FAMILY],
  ["gemini-3.6-flash", { ...GEMINI_3_FAMILY, refusedRoles: ["tool", "function"] }],
  ["gemma-3n", { systemInstruction: false }],
  ["gemma-3", { systemInstruction: false, functionCalling: false }],
];

/** Speech models, by whole id: their facts are their own, not their family's. */
const SPEECH: readonly [string, Omit<GeminiModelFacts, "family">][] = [
  ["gemini-2.5-flash-preview-tts", { onlyModalities: ["AUDIO"] }],
  ["gemini-2.5-pro-preview-tts", { onlyModalities: ["AUDIO"] }],
];

/** The facts of a model id (`gemini-2.5-flash`, `gemini-2.5-flash-001`); undefined for a model msglint does not know. */
export function modelFacts(modelId: string | undefined): GeminiModelFacts | undefined {
  if (modelId === undefined) return undefined;
  const id = modelId.toLowerCase();
  for (const [family, facts] of SPEECH) if (id === family) return { family, ...facts };
  // Speech, live and early thinking variants share a family's prefix but not its facts.
  if (/(^|-)(tts|audio|live|thinking)(-|$)/.test(id)) return undefined;
  for (const [family, facts] of TABLE) {
    if (id === family || id.startsWith(`${family}-`)) return { family, ...facts };
  }
  return undefined;
}
