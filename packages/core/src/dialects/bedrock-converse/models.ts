/**
 * What msglint knows about the models Bedrock serves through Converse, keyed by `modelId` as the URL names it:
 * a base id (`anthropic.claude-sonnet-4-5-20250929-v1:0`), an inference profile (`us.`, `eu.`, `apac.`,
 * `global.` …) or an ARN of either. An id msglint cannot read (an application inference profile, a custom or
 * provisioned model, a family the table does not have) gives `undefined`, and every model-dependent rule stays
 * silent: msglint never guesses. Facts come from providers.md's Bedrock Converse rule table (the "model" column)
 * and §4 (what Converse accepts); a fact the table does not state is `undefined`.
 */
import { FactsCache } from "../../model/facts-cache.js";

export type ModelFamily =
  "claude" | "nova" | "titan" | "llama" | "mistral" | "cohere" | "writer" | "deepseek" | "gpt-oss" | "openai" | "qwen" | "glm" | "kimi" | "grok";

/** A Claude model's line and version (`sonnet` 4.5 for `claude-sonnet-4-5-20250929`, `sonnet` 3.7 for `claude-3-7-sonnet`). */
export interface ClaudeVersion {
  line: "opus" | "sonnet" | "haiku" | "fable" | "mythos";
  version: number;
}

export interface ModelFacts {
  family: ModelFamily;
  /** The id without ARN, inference-profile prefix and provider (`claude-sonnet-4-5-20250929-v1:0`). */
  id: string;
  claude: ClaudeVersion | undefined;
  /**
   * A conversation may open with an assistant message (Claude, Qwen, GLM, Kimi: providers.md §4); undefined where
   * nothing is recorded either way (Titan Text), so that bedrock-first-user stays silent.
   */
  leadingAssistant: boolean | undefined;
  /**
   * Two adjacent messages with the same role are rejected ("A conversation must alternate between user and assistant
   * roles…"): Claude 3 Sonnet (`claude-3-sonnet-20240229-v1`) and Claude 3.5 Sonnet of June 2024
   * (`claude-3-5-sonnet-20240620-v1`), the models users' pasted 400s name (langchain-ai/langchainjs#6724,
   * CopilotKit/CopilotKit#736, FlowiseAI/Flowise#3624). False for every other model: recorded 200s show adjacent
   * same-role messages accepted on Titan Text (traceloop/openllmetry `test_guardrails/test_guardrail_converse.yaml`),
   * Claude 3.5 Haiku (crmne/ruby_llm cassettes of September 2025) and Nova Lite v1 (0xPlaygrounds/rig
   * `agent/completion_with_context_smoke.yaml`), and nothing is recorded either way for the rest, so bedrock-alternate
   * stays silent for them (and for an id msglint does not know).
   */
  rejectsAdjacentRoles: boolean;
  /**
   * A user message holding only `toolResult` blocks may be followed by a user message holding none (Claude: recorded
   * 200s on Claude 3 Haiku, crewAI `test_bedrock_agent_kickoff_with_tools_mocked`; Converse passes both to the model).
   */
  acceptsContentAfterResultMessage: boolean;
  /** A final assistant message (prefill) is rejected (Claude Sonnet 5, Fable 5.1). */
  rejectsPrefill: boolean;
  /**
   * A final assistant message is rejected when tools are defined and the user turn before it holds a tool result
   * (Claude 3: recorded 400s on Claude 3 Haiku and Claude 3 Sonnet, crewAI cassettes; a prefill after a text-only user
   * turn, same model and tools, got 200). Later Claude versions are not recorded either way.
   */
  rejectsPrefillAfterResults: boolean;
  /** A non-empty `system` is rejected (Mistral 7B, Mixtral). */
  rejectsSystem: boolean;
  /** `video` blocks are rejected (Claude). */
  rejectsVideo: boolean;
  /** `document` blocks are rejected (Grok, GLM, Kimi). */
  rejectsDocuments: boolean;
  /** `serviceTier` is rejected (Grok). */
  rejectsServiceTier: boolean;
  /** How the model answers an `s3Location` source: Claude (images: the s3Uri field; documents: the model's own text), Nova (in a tool result). */
  s3Source: "claude" | "nova" | undefined;
  /** `toolConfig.toolChoice` `any` and `tool` are rejected (Llama, Mistral). */
  rejectsForcedToolChoice: boolean;
  /**
   * `toolConfig` is rejected altogether (DeepSeek R1; Llama 3.2 3B: 4 recorded 400s on `us.meta.llama3-2-3b-instruct-v1:0`,
   * req_llm fixtures at `9cb8219`, where the same commit's bodies without tools got 200). Llama 3.2 1B is not recorded.
   */
  rejectsTools: boolean;
  /** `inferenceConfig.temperature` is rejected (GPT-5.6: Bedrock writes its ids with a dot, `openai.gpt-5.6-sol`). */
  rejectsTemperature: boolean;
  /** `toolResult.status` is rejected (Writer). */
  rejectsToolResultStatus: boolean;
  /** Results must open the next user turn, before any other block: the model's own pairing rule (Claude). */
  resultsFirst: boolean;
  /** A message holding `toolResult` blocks may hold nothing else (Llama, Mistral, Writer). */
  resultsAlone: boolean;
  /** `temperature` and `topP` together are rejected (Claude 4.5+, Opus 4.1). */
  rejectsTemperatureWithTopP: boolean;
  /** Any `temperature` (and `top_k`) is deprecated and rejected (Claude Opus 4.7+, Sonnet 5). */
  rejectsSampling: boolean;
  /**
   * Structured-output and strict-tool schemas refuse `maxItems`, `multipleOf` and `minItems` other than 0 or 1 (Claude
   * models with structured outputs: 4.5 and later, Opus 4.1; recorded 400s on Sonnet 4.5, pydantic-ai cassettes).
   */
  strictSchemaLimits: boolean;
  /** The largest `maxTokens` the model takes, where known. */
  maxTokens: number | undefined;
  /**
   * Image bytes are checked against the declared `format` (Claude 4.5 and later: recorded 400s on Sonnet 4.5 and Opus 4.8).
   * Claude 3.5 Sonnet (June 2024) took a PNG declared `jpeg`; for the versions between, nothing is recorded.
   */
  checksImageSignature: boolean;
  /**
   * Image bytes that are plain text are refused with the model's own sniffer text, `The detected file MIME type text/plain
   * does not match the expected type image/png. …` (Nova Lite v1: a recorded 400, agentjido/req_llm
   * `amazon_nova_lite_v1_0/converse_stream_validation_exception.json`). Nova Pro, Premier and Nova 2 are not recorded
   * with this text, so they stay silent; the same sniffer's texts for other detected types are not recorded with a model id.
   */
  rejectsTextAsImage: boolean;
  /**
   * An unsigned `reasoningText` block anywhere in the history is refused with "User messages cannot contain reasoning
   * content. …", whatever the message's role: DeepSeek R1 (users' pasted 400s on every follow-up turn that replays its
   * reasoning: langchain-ai/langchain-aws#401, aws-samples/bedrock-chat#845, strands-agents/harness-sdk#651,
   * zed-industries/zed#32341) and Claude 3 Haiku (a live reproduction with a recorded 400, vercel/ai#17591). Nova 2 Lite
   * took unsigned reasoning back (recorded 200s, ruby-llm); Nova 1 models are only said to refuse it in code comments.
   */
  rejectsReasoningReplay: boolean;
  /**
   * Empty and whitespace-only text blocks are rejected (Claude: the rule's evidence). Nova Micro took a message whose
   * only text is `" "` (recorded 200s, pydantic-ai cassettes), so it is not held to this.
   */
  rejectsBlankText: boolean;
  /** A user message holding a document must hold a text block too (Claude; Nova: recorded 400s on Nova Pro, pydantic-ai cassettes). */
  documentsNeedText: boolean;
  /**
   * Bedrock serves the model in no Region on demand: only through a cross-Region inference profile (`us.`, `eu.`,
   * `apac.`, `global.` …), so a bare base id is refused everywhere. Set only for the exact base ids of
   * `INFERENCE_PROFILE_ONLY`: Claude Sonnet 4, Opus 4, Opus 4.1, Sonnet 4.5, Haiku 4.5 and Opus 4.5, Llama 3.2 11B and
   * 90B, Llama 3.2 3B, Llama 4 Scout and Maverick, Nova Premier, DeepSeek R1, Nova 2 Lite (AWS's Region table; recorded 400s in
   * us-east-1, req_llm fixtures at `28c8090`, for the Claude and Llama ids; DeepSeek R1's recorded 400 is rig's
   * `model_ids/bare_profile_only_model_id_is_rejected.yaml`; Nova 2 Lite: users' pasted 400s; no recorded 200 on a bare id). Models some Region serves in-Region
   * (Claude 3.7 Sonnet: London and GovCloud US-West; Claude 3.5, Claude 3 Opus, Llama 3.1, Llama 3.3: us-west-2 or
   * us-east-2) are in `ON_DEMAND_REGIONS` instead, and Llama 3.2 1B (a recorded 200 on its bare id in us-east-1) in neither.
   */
  inferenceProfileOnly: boolean;
  /**
   * The date (`YYYY-MM-DD`) Bedrock ends the model's life, from `END_OF_LIFE`: from that day on it answers 404 "This model
   * version has reached the end of its life. …", through inference profiles too. Undefined for a model no source dates
   * (and for one whose end of life differs by Region), so that bedrock-model-retired stays silent for it.
   */
  endOfLife: string | undefined;
}

/**
 * Inference-profile prefixes Bedrock puts before a base id (`us.anthropic.…`, `global.anthropic.…`): the
 * geographies of the cross-region inference docs.
 */
const PROFILE_PREFIX = /^(?:us|eu|apac|ap|jp|au|ca|us-gov|global)\./;

/**
 * Base ids Bedrock serves only through inference profiles, in every Region (AWS's "Model support by AWS Region" page
 * lists them under inference profiles and in no Region's in-Region column): see `ModelFacts.inferenceProfileOnly` and
 * docs/rules/bedrock-inference-profile-required.md for the evidence.
 */
const INFERENCE_PROFILE_ONLY: ReadonlySet<string> = new Set([
  "anthropic.claude-sonnet-4-20250514-v1:0",
  "anthropic.claude-opus-4-20250514-v1:0",
  "anthropic.claude-opus-4-1-20250805-v1:0",
  "anthropic.claude-sonnet-4-5-20250929-v1:0",
  "anthropic.claude-haiku-4-5-20251001-v1:0",
  "anthropic.claude-opus-4-5-20251101-v1:0",
  "meta.llama3-2-11b-instruct-v1:0",
  "meta.llama3-2-90b-instruct-v1:0",
  // Not in the Region table's in-Region columns; 400 on its bare id in us-east-1 (req_llm, October 2025), no 200 recorded.
  "meta.llama3-2-3b-instruct-v1:0",
  "meta.llama4-scout-17b-instruct-v1:0",
  "meta.llama4-maverick-17b-instruct-v1:0",
  "amazon.nova-premier-v1:0",
  "deepseek.r1-v1:0",
  "amazon.nova-2-lite-v1:0",
]);

/**
 * The end-of-life date of each base id whose date a source states. From that day Bedrock answers 404
 * `ResourceNotFoundException` "This model version has reached the end of its life. …" for the id and for its inference
 * profiles (0xPlaygrounds/rig's recording at `77952d895`: Claude 3.5 Sonnet, us-east-1, 2026-08-12; IDP#708: the `us.`
 * profile of Claude 3.5 Haiku, us-west-2, 2026-08-29); AWS's lifecycle page: on or shortly after that date the model is
 * no longer available in any Region and requests to it fail. STARTUPS = awslabs/startups `…/references/shared/ai-model-lifecycle.md`
 * at the commit named, an AWS-org copy of that page's Legacy/EOL table. Left out: Claude 3 Haiku (its model card: EOL
 * 2026-09-10 "in most Regions", still served in ca-central-1, eu-central-2 and sa-east-1 and Legacy in ap-northeast-2),
 * and the models no source read gives a date for (Claude 3 Opus among them). See docs/rules/bedrock-model-retired.md.
 */
export const END_OF_LIFE: ReadonlyMap<string, string> = new Map([
  // STARTUPS @6fb7cef ("as of April 10, 2026"): Apr 28, 2026.
  ["anthropic.claude-3-7-sonnet-20250219-v1:0", "2026-04-28"],
  // STARTUPS @6fb7cef and @625d11b ("as of May 23, 2026"): May 31, 2026.
  ["anthropic.claude-opus-4-20250514-v1:0", "2026-05-31"],
  // AWS's model card (model-card-anthropic-claude-3-5-haiku.html, fr, it, es, ja, zh, id): "Model EOL date: June 19, 2026"; STARTUPS @6fb7cef, @625d11b.
  ["anthropic.claude-3-5-haiku-20241022-v1:0", "2026-06-19"],
  // STARTUPS @6fb7cef, @625d11b: "Llama 3.2 (all sizes)", `meta.llama3-2-*-instruct-v1:0`, Jul 7, 2026.
  ["meta.llama3-2-1b-instruct-v1:0", "2026-07-07"],
  ["meta.llama3-2-3b-instruct-v1:0", "2026-07-07"],
  ["meta.llama3-2-11b-instruct-v1:0", "2026-07-07"],
  ["meta.llama3-2-90b-instruct-v1:0", "2026-07-07"],
  // STARTUPS @6fb7cef, @625d11b: Llama 3.1 405B Instruct, Jul 7, 2026.
  ["meta.llama3-1-405b-instruct-v1:0", "2026-07-07"],
  // STARTUPS @f1310f7 ("as of July 17, 2026"): Claude 3 Sonnet and Claude 3.5 Sonnet v1, Jul 30, 2026.
  ["anthropic.claude-3-sonnet-20240229-v1:0", "2026-07-30"],
  ["anthropic.claude-3-5-sonnet-20240620-v1:0", "2026-07-30"],
  // STARTUPS @6fb7cef, @625d11b, @f1310f7: Claude 3.5 Sonnet v2, Jul 30, 2026.
  ["anthropic.claude-3-5-sonnet-20241022-v2:0", "2026-07-30"],
  // STARTUPS @6fb7cef, @625d11b, @f1310f7: "Command R / R+", `cohere.command-r-v1:0` / `plus`, Aug 19, 2026.
  ["cohere.command-r-v1:0", "2026-08-19"],
  ["cohere.command-r-plus-v1:0", "2026-08-19"],
  // AWS's model card (model-card-amazon-nova-premier.html): "Model EOL date: September 14, 2026"; STARTUPS @6fb7cef, @625d11b, @f1310f7.
  ["amazon.nova-premier-v1:0", "2026-09-14"],
  // STARTUPS @f1310f7: Oct 14, 2026.
  ["anthropic.claude-sonnet-4-20250514-v1:0", "2026-10-14"],
  // STARTUPS @f1310f7: Jan 8, 2027.
  ["anthropic.claude-opus-4-1-20250805-v1:0", "2027-01-08"],
]);

/** The model is past its end of life on `now` (`YYYY-MM-DD`): on or after its date in `END_OF_LIFE`. */
export function isPastEndOfLife(facts: ModelFacts | undefined, now: string): boolean {
  return facts?.endOfLife !== undefined && now >= facts.endOfLife;
}

/** Where Bedrock serves a base id on demand, and where only through an inference profile. */
export interface OnDemandRegions {
  /** The Regions that serve the bare id on demand (in-Region). */
  inRegion: readonly string[];
  /** The Regions that serve the model only through a cross-Region inference profile: the bare id is refused there. */
  profileOnly: readonly string[];
}

/**
 * Base ids some Regions serve on demand and others only through an inference profile: AWS's "Model support by AWS
 * Region" page (fetched 2026-02-15; its in-Region table, and its inference-profile table less those Regions). Each model
 * has a recorded 400 on its bare id in a profile-only Region (req_llm fixtures at `28c8090`, us-east-1, October 2025;
 * Claude 3.5 Sonnet June 2024 in us-east-2, a pasted 400 of November 2024) and no recorded 200 there. Left out: Claude
 * 3.5 Haiku (200 through `invoke` in us-east-1 in March 2025, openllmetry; 400 in October 2025) and Llama 3.2 1B (200 in
 * us-east-1 in February 2025, openllmetry): the same Region answered both ways, perhaps by account.
 */
const ON_DEMAND_REGIONS: ReadonlyMap<string, OnDemandRegions> = new Map([
  [
    "anthropic.claude-3-5-sonnet-20241022-v2:0",
    {
      inRegion: ["us-west-2", "ap-southeast-2"],
      profileOnly: ["us-east-1", "us-east-2", "ap-northeast-1", "ap-northeast-2", "ap-northeast-3", "ap-south-1", "ap-south-2", "ap-southeast-1"],
    },
  ],
  [
    "anthropic.claude-3-5-sonnet-20240620-v1:0",
    {
      inRegion: ["us-east-1", "us-west-2", "us-gov-west-1", "ap-northeast-1", "ap-northeast-2", "ap-southeast-1", "eu-central-1", "eu-central-2"],
      profileOnly: ["us-east-2", "us-gov-east-1", "ap-south-1", "ap-southeast-2", "eu-west-1", "eu-west-3"],
    },
  ],
  [
    "anthropic.claude-3-7-sonnet-20250219-v1:0",
    {
      inRegion: ["us-gov-west-1", "eu-west-2"],
      profileOnly: [
        "us-east-1",
        "us-east-2",
        "us-west-2",
        "us-gov-east-1",
        "ap-northeast-1",
        "ap-northeast-2",
        "ap-northeast-3",
        "ap-south-1",
        "ap-south-2",
        "ap-southeast-1",
        "ap-southeast-2",
        "eu-central-1",
        "eu-north-1",
        "eu-west-1",
        "eu-west-3",
      ],
    },
  ],
  ["anthropic.claude-3-opus-20240229-v1:0", { inRegion: ["us-west-2"], profileOnly: ["us-east-1"] }],
  ["meta.llama3-1-70b-instruct-v1:0", { inRegion: ["us-west-2"], profileOnly: ["us-east-1", "us-east-2"] }],
  ["meta.llama3-1-8b-instruct-v1:0", { inRegion: ["us-west-2"], profileOnly: ["us-east-1", "us-east-2"] }],
  ["meta.llama3-3-70b-instruct-v1:0", { inRegion: ["us-east-2"], profileOnly: ["us-east-1", "us-west-2"] }],
]);

/** Where Bedrock serves a bare base id on demand; undefined for a model this table does not hold. */
export function onDemandRegions(modelId: string): OnDemandRegions | undefined {
  return ON_DEMAND_REGIONS.get(modelId.trim().toLowerCase());
}

/** The id is a bare base id (`anthropic.claude-…`): not an ARN, not an inference profile (`us.`, `global.` …). */
export function isBareBaseId(modelId: string): boolean {
  const id = modelId.trim().toLowerCase();
  return !id.startsWith("arn:") && !PROFILE_PREFIX.test(id);
}

/** The base id an id, profile or ARN names; undefined for ARNs of resources that hide it (application profiles, custom models). */
export function baseModelId(modelId: string): string | undefined {
  let id = modelId.trim().toLowerCase();
  if (id.startsWith("arn:")) {
    const match = /:(?:foundation-model|inference-profile)\/(.+)$/.exec(id);
    if (!match) return undefined;
    id = match[1]!;
  }
  return id.replace(PROFILE_PREFIX, "");
}

/** Provider prefixes of base ids, to the family the table knows them as. */
const PROVIDERS: readonly (readonly [RegExp, ModelFamily])[] = [
  [/^anthropic\.claude-/, "claude"],
  [/^amazon\.nova-/, "nova"],
  [/^amazon\.titan-text-/, "titan"],
  [/^meta\.llama/, "llama"],
  [/^mistral\./, "mistral"],
  [/^cohere\.command/, "cohere"],
  [/^writer\.palmyra/, "writer"],
  [/^deepseek\./, "deepseek"],
  [/^openai\.gpt-oss/, "gpt-oss"],
  [/^openai\.gpt-/, "openai"],
  [/^qwen\./, "qwen"],
  [/^zai\.glm/, "glm"],
  [/^moonshot(?:ai)?\.kimi/, "kimi"],
  [/^xai\.grok/, "grok"],
];

/** `claude-sonnet-4-5-20250929-v1:0` → sonnet 4.5; `claude-3-7-sonnet-…` → sonnet 3.7; dates are not minor versions. */
export function claudeVersion(id: string): ClaudeVersion | undefined {
  const match = /^claude-(?:(\d)(?:-(\d))?-(opus|sonnet|haiku)|(opus|sonnet|haiku|fable|mythos)-(\d+)(?:-(\d{1,2}))?)(?:[-:]|$)/.exec(id);
  if (!match) return undefined;
  const [, oldMajor, oldMinor, oldLine, line, major, minor] = match;
  const version = oldMajor !== undefined ? Number(`${oldMajor}.${oldMinor ?? 0}`) : Number(`${major}.${minor ?? 0}`);
  return { line: (oldLine ?? line) as ClaudeVersion["line"], version };
}

/** Maximum output tokens of Claude models, by line and version, as the model docs state them. */
const CLAUDE_MAX_TOKENS: Readonly<Record<string, number>> = {
  "haiku 3": 4096,
  "opus 3": 4096,
  "haiku 3.5": 8192,
  "sonnet 3.5": 8192,
  "sonnet 4": 64000,
  "opus 4": 32000,
  "opus 4.1": 32000,
  "sonnet 4.5": 64000,
  "haiku 4.5": 64000,
  "opus 4.5": 64000,
};

/** What msglint knows of a model id; undefined for one it cannot read or does not know. */
export function modelFacts(modelId: string | undefined): ModelFacts | undefined {
  if (modelId === undefined) return undefined;
  const base = baseModelId(modelId);
  if (base === undefined) return undefined;
  const family = PROVIDERS.find(([pattern]) => pattern.test(base))?.[1];
  if (family === undefined) return undefined;
  const id = base.slice(base.indexOf(".") + 1);
  const claude = family === "claude" ? claudeVersion(id) : undefined;
  const isClaude = family === "claude";
  const at = (line: ClaudeVersion["line"], from: number) => claude !== undefined && claude.line === line && claude.version >= from;
  return {
    family,
    id,
    claude,
    leadingAssistant: family === "titan" ? undefined : isClaude || family === "qwen" || family === "glm" || family === "kimi",
    rejectsAdjacentRoles: isClaude && /^claude-3-(?:sonnet-20240229|5-sonnet-20240620)-v1:/.test(id),
    acceptsContentAfterResultMessage: isClaude,
    rejectsPrefill: at("sonnet", 5) || at("fable", 5.1),
    rejectsPrefillAfterResults: claude !== undefined && claude.version === 3,
    rejectsSystem: family === "mistral" && /^(?:mistral-7b|mixtral)/.test(id),
    rejectsVideo: isClaude,
    rejectsDocuments: family === "grok" || family === "glm" || family === "kimi",
    rejectsServiceTier: family === "grok",
    s3Source: isClaude ? "claude" : family === "nova" ? "nova" : undefined,
    rejectsForcedToolChoice: family === "llama" || family === "mistral",
    rejectsTools: (family === "deepseek" && /^r1/.test(id)) || (family === "llama" && /^llama3-2-3b-/.test(id)),
    rejectsTemperature: family === "openai" && /^gpt-5[.-]6(?:\D|$)/.test(id),
    rejectsToolResultStatus: family === "writer",
    resultsFirst: isClaude,
    resultsAlone: family === "llama" || family === "mistral" || family === "writer",
    rejectsTemperatureWithTopP: at("sonnet", 4.5) || at("haiku", 4.5) || at("opus", 4.1),
    rejectsSampling: at("opus", 4.7) || at("sonnet", 5),
    strictSchemaLimits: (claude !== undefined && claude.version >= 4.5) || at("opus", 4.1),
    maxTokens: claude !== undefined ? CLAUDE_MAX_TOKENS[`${claude.line} ${claude.version}`] : undefined,
    checksImageSignature: claude !== undefined && claude.version >= 4.5,
    rejectsTextAsImage: family === "nova" && /^nova-lite-v1:/.test(id),
    rejectsReasoningReplay: (family === "deepseek" && /^r1/.test(id)) || (isClaude && /^claude-3-haiku-20240307-/.test(id)),
    rejectsBlankText: isClaude,
    documentsNeedText: isClaude || family === "nova",
    inferenceProfileOnly: INFERENCE_PROFILE_ONLY.has(base),
    endOfLife: END_OF_LIFE.get(base),
  };
}

/** One linter's facts by model id. */
export class ModelFactsCache extends FactsCache<ModelFacts> {
  constructor() {
    super(modelFacts);
  }
}
