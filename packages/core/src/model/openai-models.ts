/**
 * What msglint knows about OpenAI's models, in one table that both OpenAI dialects read (Chat Completions and
 * Responses). An unknown model (a deployment name on Azure, another vendor's model) has no facts, and a rule that
 * needs them stays silent: msglint never guesses. Sources: providers.md (openai-chat §3 and §4, openai-responses
 * §3 and §4) and the model list of the `openai` package 7.59.0 (`ChatModel` in `resources/shared.d.ts`).
 */
import type { NodeMaker } from "../types.js";
import { FactsCache } from "./facts-cache.js";

export interface OpenAIModelFacts {
  /** The id as the request gives it. */
  raw: string;
  /** A reasoning model: the o-series and the gpt-5 family (gpt-5-chat-latest excepted; other `*-chat-latest` unknown but 5.1 to 5.3). */
  reasoning: boolean;
  /**
   * Whether the model reasons when the request sets no reasoning effort: `reasoning` for the o-series, gpt-5 and
   * gpt-5.5 onwards (laurent22/joplin#16451, gpt-5.6; on Chat Completions only gpt-5.6 refuses tools for it, see chatToolsRejectDefault),
   * `none` for gpt-5.1 to gpt-5.4 and their mini and nano (their default effort is `none`: gpt-5.4-mini answered a
   * request with function tools and no effort with HTTP 200 and 0 reasoning tokens, pydantic/pydantic-ai
   * `tests/cassettes/test_tool_search/test_tool_search_eval[openai-chat].yaml`, 2026-05); undefined where msglint
   * does not know.
   */
  defaultEffort: "none" | "reasoning" | undefined;
  /** `system` messages are rejected (o1-mini, o1-preview; chat-system-role-unsupported). */
  rejectsSystemRole: boolean;
  /**
   * `stop` is rejected (`Unsupported parameter: 'stop' is not supported with this model.`): o1-mini, recorded in
   * crewAI's `test_llm_call_when_stop_is_unsupported` cassette; o3, in crewAI's `test_llm_testing_removing_stop_parameter`
   * (an earlier version, commit 3730648); gpt-5-mini, in Mirascope's `test_call_with_params/openai_gpt_5_mini_completions`;
   * o4-mini by the SDK's doc of `stop` ("Not supported with latest reasoning models `o3` and `o4-mini`"), and the rest
   * of the gpt-5 family (gpt-5, gpt-5-nano) as gpt-5-mini. o3-mini accepted it (HTTP 200, crewAI cassettes). Of the
   * later models, the whole ids in STOP_REFUSED: gpt-5.4, gpt-5.4-mini, gpt-5.4-nano, gpt-5.5, gpt-5.6-luna, gpt-5.6-sol,
   * gpt-5.6-terra and gpt-5.2-chat-latest, each recorded refusing it with no reasoning effort set (maruel/genai
   * `providers/openaichat/testdata/TestClient/Scoreboard/<model>/GenSync-Stop.yaml`, 2026); gpt-5.1, gpt-5.2 and the
   * other variants are not reported, for lack of a recorded answer.
   */
  rejectsStop: boolean;
  /**
   * `web_search_options` is rejected (`Web search options not supported with this model.`): gpt-4o and its dated
   * snapshots (a recorded 400 for gpt-4o, pydantic-ai's `test_openai_web_search_tool_model_not_supported` cassette;
   * 200s for gpt-4o-search-preview), gpt-4.1 and gpt-4.1-nano (recorded in maruel/genai's scoreboard,
   * `Scoreboard/gpt-4.1/GenSync-Tools-WebSearch.yaml` at f5496bb and its gpt-4.1-nano neighbour). Whole ids only: the other non-search models are left unknown, since which text
   * they answer is not recorded (o4-mini answered `Unknown parameter: 'web_search_options'.`, BerriAI/litellm#12311).
   */
  rejectsWebSearch: boolean;
  /**
   * `web_search_options` is refused as an unknown parameter (`Unknown parameter: 'web_search_options'.`): the whole ids in
   * WEB_SEARCH_UNKNOWN, each recorded with that text in maruel/genai's scoreboard
   * (`providers/…/Scoreboard/<model>/GenSync-Tools-WebSearch.yaml`, 2025–2026; o4-mini also in BerriAI/litellm#12311).
   */
  webSearchUnknown: boolean;
  /**
   * `logprobs` is refused while the model reasons (`Unsupported parameter: 'logprobs' is not supported with this
   * model.`): the whole ids in LOGPROBS_REFUSED, each recorded with no effort set (their default reasons) in maruel/genai's
   * scoreboard (`Scoreboard/<model>/GenSync-TopLogprobs.yaml`, 2026). gpt-5.4, gpt-5.4-mini and gpt-5.4-nano, whose
   * default effort is `none`, answered HTTP 200 to `logprobs` (the same scoreboard and bench/fidelity/openai-chat).
   */
  rejectsLogprobsReasoning: boolean;
  /**
   * An audio model on Chat Completions: it refuses `image_url` parts (`This model does not support image_url content.`)
   * and a request with no audio input and no `audio` output modality (`This model requires that either input content or
   * output modality contain audio.`): gpt-4o-audio-preview, recorded in maruel/genai's scoreboard
   * (`providers/openai/openaichat/testdata/TestClient_Scoreboard/gpt-4o-audio-preview/GenSync*.yaml`, commit 3a04d5d).
   * gpt-audio and its dated snapshot answered the same (the same scoreboard, `providers/openaichat/testdata/TestClient/Scoreboard/gpt-audio/`,
   * commit aa47b97); the mini models (gpt-4o-mini-audio-preview, gpt-audio-mini) and the dated audio previews are not recorded.
   */
  audioModel: boolean;
  /**
   * `response_format` of type `json_object` is rejected (`Invalid parameter: 'response_format' of type 'json_object' is not
   * supported with this model.`): gpt-audio, recorded in maruel/genai's scoreboard (`Scoreboard/gpt-audio/GenSync-JSON.yaml`).
   */
  rejectsJsonObject: boolean;
  /**
   * `logprobs` is rejected whatever the model does (`This model does not support the 'logprobs' parameter.`): gpt-audio,
   * recorded in maruel/genai's scoreboard (`Scoreboard/gpt-audio/GenSync-TopLogprobs.yaml`).
   */
  rejectsLogprobs: boolean;
  /**
   * A Chat Completions search model that refuses sampling arguments with `Model incompatible request argument supplied:
   * <name>`: gpt-4o-mini-search-preview and its dated snapshots (`stop` recorded in maruel/genai
   * `Scoreboard/gpt-4o-mini-search-preview/GenSync-Stop.yaml` at 5fed227; `n` in pydantic/pydantic-ai#1418; `temperature`
   * for gpt-4o-mini-search-preview-2025-03-11 in raycast/extensions#18038). gpt-4o-search-preview is not recorded.
   */
  searchArgsRefused: boolean;
  /**
   * JSON mode is refused because the model searches the web (`Response format 'json_object' is not supported with
   * web_search.`): gpt-4o-mini-search-preview and its dated snapshots (maruel/genai
   * `Scoreboard/gpt-4o-mini-search-preview/GenSync-JSON.yaml` at 5fed227; the same model took `json_schema`, GenStream-JSONSchema).
   */
  jsonObjectRefusedWithSearch: boolean;
  /**
   * `file` content parts are refused (`Invalid Value: 'file'. This model does not support file content types.`):
   * gpt-4o-mini-search-preview and its dated snapshots (maruel/genai
   * `Scoreboard/gpt-4o-mini-search-preview/GenSyncMultiModal-Document-pdf-Inline.yaml` at 5fed227).
   */
  rejectsFileInput: boolean;
  /** `developer` messages are rejected (o1-mini: a recorded 400, pydantic-ai `test_openai_o1_mini_system_role[developer]`). */
  rejectsDeveloperRole: boolean;
  /**
   * How a `temperature` other than 1 is rejected while the model reasons: o3-mini (npiv/chatblade#100) and o1 (a recorded
   * 400 for `temperature: 0.0`, vicentereig/dspy.rb `spec/vcr_cassettes/model_matrix_openai_o1.yml` at 1c12865,
   * 2025-09) name the parameter, the rest the value.
   */
  temperatureText: "value" | "parameter";
  /**
   * `input_audio` content parts are rejected (`Content blocks are expected to be either text or image_url type.`): gpt-5,
   * gpt-5-mini and gpt-5-nano (a recorded 400 for gpt-5-mini, pydantic-ai `test_multimodal_tool_return_matrix[*-audio-openai_chat]`;
   * the three take the same inputs, text and image, on OpenAI's model pages; later gpt-5.x models and variants are left
   * unknown, for lack of a recorded answer)
   * and the gpt-4.1 family (a recorded 400 for gpt-4.1-mini in an earlier version of the same cassettes, commit
   * 3360517; gpt-4.1 and gpt-4.1-nano take the same inputs, text and image, on OpenAI's model pages). False where
   * msglint has no evidence (the o-series, gpt-4o and older; the audio models take it). Also, recorded with the same text
   * in maruel/genai's scoreboard (`providers/…/Scoreboard/<model>/GenSyncMultiModal-Audio-{mp3,wav}-Inline.yaml`, 2025–2026):
   * o4-mini, gpt-5.4, gpt-5.4-mini, gpt-5.4-nano, gpt-5.5, gpt-5.2-chat-latest and gpt-4o-mini-search-preview (whole ids);
   * and o1-mini in scope3data/scope3ai-py `tests/cassettes/test_openai_multimodal_audio_and_image.yaml` (64d309a, January 2025).
   */
  rejectsAudioInput: boolean;
  /**
   * `response_format` of type `json_schema` is rejected (`Invalid parameter: 'response_format' of type 'json_schema' is
   * not supported with this model. …`): gpt-4, recorded in Mirascope's `test_strict_failure_on_unsupported_model` and
   * eight other cassettes; gpt-4-turbo, the gpt-4 previews and gpt-3.5-turbo by the Structured Outputs guide (supported
   * from gpt-4o-mini and gpt-4o-2024-08-06 on). gpt-4o-2024-05-13 is not reported, for lack of a recorded answer.
   */
  rejectsJsonSchema: boolean;
  /** Function tools with a reasoning effort other than `none` are rejected on /v1/chat/completions (gpt-5.4 onwards). */
  chatToolsNeedEffortNone: boolean;
  /**
   * Function tools with no `reasoning_effort` at all are rejected on /v1/chat/completions (the model's default effort
   * reasons): gpt-5.6 and its variants (laurent22/joplin#16451, gpt-5.6-luna). Not gpt-5.5: it answered HTTP 200 to
   * function tools with no effort (maruel/genai `providers/openaichat/testdata/TestClient/Scoreboard/gpt-5.5/GenStream-Tools-*.yaml`,
   * commit aa47b97, 2026-05-29), nor gpt-5.4, whose default is `none`.
   */
  chatToolsRejectDefault: boolean;
  /**
   * A replayed `reasoning` item must be directly followed by the item it produced (resp-reasoning-orphan): the gpt-5
   * family and later (recorded 400s for gpt-5, pydantic-ai `test_openai_responses_thinking_with_modified_history`).
   * False for the o-series: o3-mini answered 200 both to a reasoning item followed by a user message (pydantic-ai
   * `test_openai_responses_model_thinking_part`, commit f0da181) and to one followed by an assistant message without
   * its `id` (same test, commit 0edc8eb).
   */
  reasoningNeedsFollower: boolean;
  /**
   * `prompt_cache_retention: "in_memory"` is rejected (the gpt-5.5 family: 24h caching only). Not given to gpt-5.6 and
   * later: OpenAI's prompt caching guide calls `prompt_cache_retention` deprecated for them (`prompt_cache_options.ttl`
   * replaces it), and no answer to `"in_memory"` on them is recorded.
   */
  rejectsInMemoryCache: boolean;
  /** The most completion tokens `max_tokens` may ask for, where OpenAI's model pages state it; undefined otherwise. */
  maxOutputTokens: number | undefined;
  /**
   * The reasoning efforts the model takes, in the order OpenAI lists them when it refuses another
   * (`Supported values are: 'low', 'medium', and 'high'.`); undefined where no refusal was seen for the model's family
   * (see EFFORTS).
   */
  efforts: readonly string[] | undefined;
  /**
   * The `reasoning.context` values the model takes, in OpenAI's order, where a refusal quoted them: o3
   * (`Supported values are: 'auto' and 'current_turn'.` for `all_turns`, pydantic-ai
   * `test_reasoning_flags_match_the_api[o3]`, commit 652d04e); undefined elsewhere (gpt-5.4 and later took `all_turns`).
   */
  reasoningContexts: readonly string[] | undefined;
  /** The `reasoning.mode` values the model takes, where a refusal of the other was recorded (see REASONING_MODES). */
  reasoningModes: readonly string[] | undefined;
  /** A deep-research model, which needs a research tool (resp-deep-research-tools): o3- and o4-mini-deep-research. */
  deepResearch: boolean;
  /**
   * The model is refused on /v1/responses (`The requested model '…' is not supported with the Responses API.`):
   * gpt-5-search-api, a Chat Completions search model (a recorded 400, pydantic-ai
   * `tests/profiles/cassettes/test_openai_reasoning_ground_truth/test_ids_without_live_ground_truth[gpt-5-search-api].yaml`, commit 7f802e9). Other search models are left unknown.
   * o1-mini and o1-preview, with their dated snapshots (twelve recorded 400s, agentjido/jido_ai
   * `projects/req_llm/test/support/fixtures/openai/o1_mini/*.json` and `o1_preview/*.json`, commit d603146).
   */
  notOnResponses: boolean;
  /**
   * Hosted tools the model refuses on /v1/responses (`Hosted tool 'file_search' is not supported with gpt-4.`):
   * `file_search` on gpt-4 (a recorded 400, alexrudall/ruby-openai `spec/fixtures/cassettes/responses_gpt-4_file_search_error.yml`,
   * commit 87c9afa). Whole id only; other tools and models are left unknown.
   */
  refusedHostedTools: readonly string[] | undefined;
}

/**
 * Reasoning efforts by model family, each from a refusal that quotes the list (providers.md resp-effort-model):
 * o3 and o4-mini (Mirascope's `encodes-thoughts-as-text-for-model-consumption.har`, and quoted logs for o3 and the
 * dated snapshots); o4-mini-deep-research (a quoted refusal of `high`); gpt-5-mini and gpt-5-nano (quoted refusals of
 * `none`; plain gpt-5 is the same generation, inferred); gpt-5.5 (refusals of `minimal` and `max`); gpt-5.4-pro (a
 * refusal of `low`). From refusals of `none` recorded in pydantic-ai's capability probes
 * (`tests/profiles/cassettes/test_openai_capabilities_vcr/test_model_capabilities[…].yaml`, commit 2c88eb3, and
 * `test_openai_reasoning_ground_truth/test_reasoning_flags_match_the_api[…].yaml`, commit 7f802e9): o1, o1-pro,
 * o3-mini, o3-pro, gpt-5-pro, gpt-5-codex, gpt-5.1-codex, gpt-5.1-codex-max, gpt-5.2-pro, gpt-5.5-pro and
 * gpt-5.1/5.2/5.3-chat-latest. Keys are whole ids (dated snapshots undated), never prefixes. Other models (gpt-5.1 to
 * gpt-5.4, gpt-5.6 and later) are left unknown.
 */
const EFFORTS: Readonly<Record<string, readonly string[]>> = {
  o1: ["low", "medium", "high"],
  "o1-pro": ["low", "medium", "high"],
  o3: ["low", "medium", "high"],
  "o3-mini": ["low", "medium", "high"],
  "o3-pro": ["low", "medium", "high"],
  "o4-mini": ["low", "medium", "high"],
  "o4-mini-deep-research": ["medium"],
  "gpt-5": ["minimal", "low", "medium", "high"],
  "gpt-5-mini": ["minimal", "low", "medium", "high"],
  "gpt-5-nano": ["minimal", "low", "medium", "high"],
  "gpt-5-pro": ["high"],
  "gpt-5-codex": ["low", "medium", "high"],
  "gpt-5.1-codex": ["low", "medium", "high"],
  "gpt-5.1-codex-max": ["low", "medium", "high", "xhigh"],
  "gpt-5.1-chat-latest": ["medium"],
  "gpt-5.2-chat-latest": ["medium"],
  "gpt-5.3-chat-latest": ["medium"],
  "gpt-5.2-pro": ["medium", "high", "xhigh"],
  "gpt-5.4-pro": ["medium", "high", "xhigh"],
  "gpt-5.5": ["none", "low", "medium", "high", "xhigh"],
  "gpt-5.5-pro": ["medium", "high", "xhigh"],
};

/**
 * The default effort of gpt-5.1 to gpt-5.4 variants other than the plain, mini and nano models, where recorded
 * (pydantic-ai's capability probes, as EFFORTS): `temperature: 0.5` with no `reasoning` was refused on gpt-5.1-codex,
 * gpt-5.1-codex-max, gpt-5.2-pro and gpt-5.4-pro (they reason by default), and accepted (HTTP 200) on gpt-5.3-codex.
 */
const VARIANT_DEFAULT_EFFORT: Readonly<Record<string, "none" | "reasoning">> = {
  "gpt-5.1-codex": "reasoning",
  "gpt-5.1-codex-max": "reasoning",
  "gpt-5.2-pro": "reasoning",
  "gpt-5.4-pro": "reasoning",
  "gpt-5.3-codex": "none",
};

/**
 * `reasoning.mode` values by model, from pydantic-ai's probes (`test_reasoning_flags_match_the_api[<model>].yaml`,
 * commit 7f802e9), each refusing the other value with `` `reasoning.mode` is not supported with this model.`` and
 * accepting this one: `pro` refused on gpt-5.4, gpt-5.4-mini, gpt-5.4-nano and gpt-5.5; `standard` refused on
 * gpt-5.4-pro and gpt-5.5-pro. gpt-5.6-luna, -sol and -terra took both; other models are unknown (whole ids only).
 */
const REASONING_MODES: Readonly<Record<string, readonly string[]>> = {
  "gpt-5.4": ["standard"],
  "gpt-5.4-mini": ["standard"],
  "gpt-5.4-nano": ["standard"],
  "gpt-5.5": ["standard"],
  "gpt-5.4-pro": ["pro"],
  "gpt-5.5-pro": ["pro"],
};

/** The id without a dated snapshot's suffix (`o4-mini-2025-04-16` → `o4-mini`). */
const undated = (id: string) => id.replace(/-\d{4}-\d{2}-\d{2}$/, "");
/** The gpt-5.x ids recorded refusing `input_audio` parts (see rejectsAudioInput). */
const AUDIO_REFUSED = new Set(["gpt-5.4", "gpt-5.4-mini", "gpt-5.4-nano", "gpt-5.5"]);
/** The ids recorded refusing `web_search_options` as an unknown parameter (see webSearchUnknown). */
const WEB_SEARCH_UNKNOWN = new Set([
  "o4-mini",
  "gpt-5",
  "gpt-5-mini",
  "gpt-5-nano",
  "gpt-5.4",
  "gpt-5.4-mini",
  "gpt-5.4-nano",
  "gpt-5.5",
  "gpt-5.6-luna",
  "gpt-5.6-sol",
  "gpt-5.6-terra",
  "gpt-5.2-chat-latest",
]);
/** The ids recorded refusing `logprobs` while reasoning (see rejectsLogprobsReasoning). */
const LOGPROBS_REFUSED = new Set(["gpt-5.5", "gpt-5.6-luna", "gpt-5.6-sol", "gpt-5.6-terra"]);
/** The gpt-5.x ids recorded refusing `stop` (see rejectsStop). */
const STOP_REFUSED = new Set(["gpt-5.4", "gpt-5.4-mini", "gpt-5.4-nano", "gpt-5.5", "gpt-5.6-luna", "gpt-5.6-sol", "gpt-5.6-terra"]);

/** Output caps of the non-reasoning models (OpenAI's model pages), by id as the API names it, dated snapshots included. */
const OUTPUT_CAPS: Readonly<Record<string, number>> = {
  "gpt-4.1": 32768,
  "gpt-4.1-2025-04-14": 32768,
  "gpt-4.1-mini": 32768,
  "gpt-4.1-mini-2025-04-14": 32768,
  "gpt-4.1-nano": 32768,
  "gpt-4.1-nano-2025-04-14": 32768,
  "gpt-4o": 16384,
  "gpt-4o-2024-08-06": 16384,
  "gpt-4o-2024-11-20": 16384,
  "gpt-4o-2024-05-13": 4096,
  "chatgpt-4o-latest": 16384,
  "gpt-4o-mini": 16384,
  "gpt-4o-mini-2024-07-18": 16384,
  "gpt-4-turbo": 4096,
  "gpt-4-turbo-2024-04-09": 4096,
  "gpt-4-turbo-preview": 4096,
  "gpt-4-0125-preview": 4096,
  "gpt-4-1106-preview": 4096,
  "gpt-4": 8192,
  "gpt-4-0613": 8192,
  "gpt-3.5-turbo": 4096,
  "gpt-3.5-turbo-0125": 4096,
  "gpt-3.5-turbo-1106": 4096,
  "gpt-audio": 16384,
  "gpt-audio-2025-08-28": 16384,
};

/** The id without a fine-tune's wrapper (`ft:gpt-4o-mini-2024-07-18:org::id` → `gpt-4o-mini-2024-07-18`), lower case. */
function baseId(raw: string): string {
  const id = raw.trim().toLowerCase();
  return id.startsWith("ft:") ? id.slice(3).split(":")[0]! : id;
}

const O_SERIES =
  /^(o1|o1-mini|o1-preview|o1-pro|o3|o3-mini|o3-pro|o3-deep-research|o4-mini|o4-mini-deep-research|codex-mini-latest)(-\d{4}-\d{2}-\d{2})?$/;
/** gpt-5 and later: `gpt-5`, `gpt-5-mini`, `gpt-5.4-nano-2026-03-17`, `gpt-5.6-terra`, `gpt-6.1-sol`, `gpt-5.1-codex`. */
const GPT5_ON = /^gpt-(\d+)(?:\.(\d+))?(?:-([a-z][a-z0-9-]*?))?(-\d{4}-\d{2}-\d{2})?$/;
/** `gpt-35-turbo` is Azure OpenAI's name of gpt-3.5-turbo (the dd-trace-py cassette `azure_chat_completion.yaml`). */
const NON_REASONING = /^(gpt-4o|gpt-4\.1|gpt-4|gpt-3\.5|gpt-35|chatgpt-4o)(?:-|$)/;
/** The models before Structured Outputs: gpt-4 and its snapshots, gpt-4-32k, gpt-4-turbo, the gpt-4 previews, gpt-3.5-turbo. */
const BEFORE_STRUCTURED_OUTPUTS = /^(gpt-4(-0314|-0613|-32k.*|-turbo.*|-\d{4}-preview|-vision-preview)?|gpt-3\.5-turbo.*|gpt-35-turbo.*)$/;

function facts(raw: string, fields: Partial<OpenAIModelFacts> & Pick<OpenAIModelFacts, "reasoning" | "defaultEffort">): OpenAIModelFacts {
  return {
    raw,
    rejectsSystemRole: false,
    rejectsDeveloperRole: false,
    rejectsStop: false,
    rejectsWebSearch: false,
    webSearchUnknown: false,
    rejectsLogprobsReasoning: false,
    audioModel: false,
    rejectsJsonObject: false,
    rejectsLogprobs: false,
    searchArgsRefused: false,
    jsonObjectRefusedWithSearch: false,
    rejectsFileInput: false,
    rejectsAudioInput: false,
    rejectsJsonSchema: false,
    temperatureText: "value",
    chatToolsNeedEffortNone: false,
    chatToolsRejectDefault: false,
    reasoningNeedsFollower: false,
    rejectsInMemoryCache: false,
    maxOutputTokens: undefined,
    efforts: undefined,
    reasoningContexts: undefined,
    reasoningModes: undefined,
    deepResearch: false,
    notOnResponses: false,
    refusedHostedTools: undefined,
    ...fields,
  };
}

/** What msglint knows of a model; undefined for one it does not know. */
export function openaiModelFacts(raw: string | undefined): OpenAIModelFacts | undefined {
  if (raw === undefined) return undefined;
  const id = baseId(raw);
  const o = O_SERIES.exec(id);
  if (o) {
    const family = o[1]!;
    return facts(raw, {
      reasoning: true,
      defaultEffort: "reasoning",
      rejectsSystemRole: family === "o1-mini" || family === "o1-preview",
      rejectsDeveloperRole: family === "o1-mini",
      rejectsStop: family === "o1-mini" || family === "o3" || family === "o4-mini",
      rejectsAudioInput: family === "o4-mini" || family === "o1-mini",
      webSearchUnknown: WEB_SEARCH_UNKNOWN.has(family),
      temperatureText: family === "o3-mini" || family === "o1" ? "parameter" : "value",
      efforts: EFFORTS[family],
      reasoningContexts: family === "o3" ? ["auto", "current_turn"] : undefined,
      deepResearch: family.endsWith("-deep-research"),
      notOnResponses: family === "o1-mini" || family === "o1-preview",
    });
  }
  // Before the gpt-5 pattern: `gpt-35-turbo` (Azure's gpt-3.5-turbo) would read as a version 35.
  if (NON_REASONING.test(id))
    return facts(raw, {
      reasoning: false,
      defaultEffort: "none",
      maxOutputTokens: OUTPUT_CAPS[id],
      rejectsWebSearch: undated(id) === "gpt-4o" || undated(id) === "gpt-4.1" || undated(id) === "gpt-4.1-nano",
      audioModel: id === "gpt-4o-audio-preview",
      rejectsAudioInput: id.startsWith("gpt-4.1") || undated(id) === "gpt-4o-mini-search-preview",
      searchArgsRefused: undated(id) === "gpt-4o-mini-search-preview",
      jsonObjectRefusedWithSearch: undated(id) === "gpt-4o-mini-search-preview",
      rejectsFileInput: undated(id) === "gpt-4o-mini-search-preview",
      rejectsJsonSchema: BEFORE_STRUCTURED_OUTPUTS.test(id),
      refusedHostedTools: id === "gpt-4" ? ["file_search"] : undefined,
    });
  if (GPT_AUDIO.test(id)) return gptAudioFacts(raw, id);
  const gpt = GPT5_ON.exec(id);
  if (gpt && Number(gpt[1]) >= 5) {
    const version = Number(gpt[1]) + Number(gpt[2] ?? 0) / 10;
    const variant = gpt[3] ?? "";
    if (variant.startsWith("chat")) return chatLatestFacts(raw, id);
    const plain = variant === "" || variant === "mini" || variant === "nano";
    const defaultEffort = version >= 5.5 || version < 5.1 ? "reasoning" : plain ? "none" : VARIANT_DEFAULT_EFFORT[undated(id)];
    return facts(raw, {
      reasoning: true,
      defaultEffort,
      chatToolsNeedEffortNone: version >= 5.4,
      chatToolsRejectDefault: version >= 5.6,
      reasoningNeedsFollower: true,
      rejectsInMemoryCache: version === 5.5,
      rejectsAudioInput: (version === 5 && plain) || AUDIO_REFUSED.has(undated(id)),
      efforts: EFFORTS[undated(id)],
      reasoningModes: REASONING_MODES[undated(id)],
      rejectsStop: (version === 5 && plain) || STOP_REFUSED.has(undated(id)),
      webSearchUnknown: WEB_SEARCH_UNKNOWN.has(undated(id)),
      rejectsLogprobsReasoning: LOGPROBS_REFUSED.has(undated(id)),
      notOnResponses: undated(id) === "gpt-5-search-api",
    });
  }
  return undefined;
}

/** gpt-audio and its dated snapshots (`gpt-audio-2025-08-28`); not gpt-audio-mini, whose refusals are not recorded. */
const GPT_AUDIO = /^gpt-audio(-\d{4}-\d{2}-\d{2})?$/;

/**
 * gpt-audio, OpenAI's audio model on Chat Completions only (its model page: input text and audio, output text and audio,
 * image not supported, structured outputs not supported, 16,384 max output tokens; default snapshot gpt-audio-2025-08-28).
 * It does not reason: `max_tokens` and `temperature: 0` with audio output were accepted (HTTP 200, roger120981/req_llm
 * `test/support/fixtures/openai/gpt_audio/basic.json`). Each refusal below is recorded for `gpt-audio` in maruel/genai's
 * scoreboard (`providers/openaichat/testdata/TestClient/Scoreboard/gpt-audio/*.yaml`, 2025–2026): `image_url` parts and a
 * request with no audio in or out (audioModel), `web_search_options` with gpt-4o's text, `json_schema` and `json_object`
 * response formats, `logprobs`.
 */
function gptAudioFacts(raw: string, id: string): OpenAIModelFacts {
  return facts(raw, {
    reasoning: false,
    defaultEffort: "none",
    audioModel: true,
    rejectsWebSearch: true,
    rejectsJsonSchema: true,
    rejectsJsonObject: true,
    rejectsLogprobs: true,
    maxOutputTokens: OUTPUT_CAPS[id],
  });
}

/**
 * The ChatGPT snapshots, from pydantic-ai's capability probes (commit 2c88eb3, 7f802e9). gpt-5-chat-latest does not
 * reason: `reasoning.effort` was refused as an unsupported parameter and `temperature: 0.5` accepted. gpt-5.1, gpt-5.2
 * and gpt-5.3-chat-latest reason: they take only the effort `medium` and refused `temperature: 0.5`. Other
 * `*-chat-latest` ids (and `gpt-5-chat`, which does not exist) stay unknown; the gpt-5 family's other facts (audio,
 * `stop`, tools on Chat) are not given to them for lack of evidence, but for `reasoningNeedsFollower` on
 * gpt-5.1-chat-latest: a user's direct calls refused a reasoning item followed by its assistant message without `id`
 * and took the same history with the message's `id` (mastra-ai/mastra#11103, December 2025).
 */
function chatLatestFacts(raw: string, id: string): OpenAIModelFacts | undefined {
  if (id === "gpt-5-chat-latest") return facts(raw, { reasoning: false, defaultEffort: "none" });
  if (id === "gpt-5.1-chat-latest" || id === "gpt-5.2-chat-latest" || id === "gpt-5.3-chat-latest")
    return facts(raw, {
      reasoning: true,
      defaultEffort: "reasoning",
      efforts: EFFORTS[id],
      // A reasoning item followed by its assistant message without `id` was refused (mastra-ai/mastra#11103, direct API calls).
      reasoningNeedsFollower: id === "gpt-5.1-chat-latest",
      // `stop` was refused (maruel/genai Scoreboard/gpt-5.2-chat-latest/GenSync-Stop.yaml at 9a06f3c).
      rejectsStop: id === "gpt-5.2-chat-latest",
      // `input_audio` was refused (maruel/genai Scoreboard/gpt-5.2-chat-latest/GenSyncMultiModal-Audio-mp3-Inline.yaml at 9a06f3c).
      rejectsAudioInput: id === "gpt-5.2-chat-latest",
      // `web_search_options` was refused as unknown (maruel/genai Scoreboard/gpt-5.2-chat-latest/GenSync-Tools-WebSearch.yaml at 9a06f3c).
      webSearchUnknown: id === "gpt-5.2-chat-latest",
      // `logprobs` was refused (maruel/genai Scoreboard/gpt-5.2-chat-latest/GenSync-TopLogprobs.yaml at 9a06f3c).
      rejectsLogprobsReasoning: id === "gpt-5.2-chat-latest",
    });
  return undefined;
}

/**
 * Whether a request to a known model reasons: its `reasoning_effort` (Chat) or `reasoning.effort` (Responses)
 * when set, else the model's default. Undefined when that is not known.
 */
export function reasons(facts: OpenAIModelFacts | undefined, effort: unknown): boolean | undefined {
  if (facts === undefined) return undefined;
  if (!facts.reasoning) return false;
  if (typeof effort === "string") return effort !== "none";
  return facts.defaultEffort === undefined ? undefined : facts.defaultEffort === "reasoning";
}

/** One linter's facts by model id, for both OpenAI dialects: a run names a few models, each read once. */
export class OpenAIFactsCache extends FactsCache<OpenAIModelFacts> {
  constructor() {
    super(openaiModelFacts);
  }
}

/** What an OpenAI dialect keeps across the requests one linter lints: model facts, and the nodes of the places requests repeat. */
export interface OpenAIState {
  facts: OpenAIFactsCache;
  nodes: NodeMaker;
}

/**
 * The body's `model` when it holds whitespace: OpenAI's model ids are slugs (`gpt-4o`, `ft:gpt-4o-mini:org::id`), so
 * such an id names no model on any account (recorded 400s for `bad model`, nicepkg/aide#28 for `gpt-3.5 turbo`).
 */
export function impossibleModelId(request: Readonly<Record<string, unknown>>): string | undefined {
  const { model } = request;
  return typeof model === "string" && /\s/.test(model) ? model : undefined;
}

/** The hint of both endpoints' rules for such an id; `{{shown}}` is the id with its whitespace escaped (`gpt-4o\n`). */
export const MODEL_ID_WHITESPACE_HINT =
  "`{{shown}}` holds whitespace, and OpenAI's model ids have none: a space in place of a hyphen, or a trailing space or line break from a config file or an environment variable. Write the id exactly (`gpt-4o`).";

/** The id as the hint shows it: whitespace escaped, so a trailing line break is seen. */
export const shownModelId = (model: string): string => JSON.stringify(model).slice(1, -1);
