/**
 * What msglint knows about models, in one table: rules ask here instead of matching model names themselves.
 * An unknown model, or a fact the table does not have, is `undefined`, and a rule that needs it stays silent:
 * msglint never guesses a limit. Sources: api-rules.md (rows 24, 46–48, 80, 84, 85 and §10) and the model
 * overview of the Anthropic docs.
 */
import { FactsCache } from "../../model/facts-cache.js";

export type ModelFamily = "opus" | "sonnet" | "haiku" | "fable" | "mythos";

export interface ModelId {
  family: ModelFamily;
  /** Version as a number: `4.5` for claude-sonnet-4-5, `3.7` for claude-3-7-sonnet, `5` for claude-fable-5. */
  version: number;
  preview: boolean;
  /** The id as given, for messages. */
  raw: string;
}

export interface ModelFacts {
  id: ModelId;
  /** A final assistant message (prefill) is accepted (row 24: not on 4.6+ and Mythos Preview). */
  prefill: boolean;
  /** `thinking.type` values the model accepts (rows 46–48). */
  thinkingTypes: ReadonlySet<"enabled" | "adaptive" | "disabled">;
  /**
   * The thinking mode a request runs in when it leaves `thinking` out, where known: `adaptive` on the models that
   * reject `disabled` (row 48: "Thinking defaults to adaptive mode when not specified") and on Sonnet 5 (adaptive
   * thinking docs: on by default on the first-party API), `disabled` on Claude 4.8 and earlier.
   */
  defaultThinking: "adaptive" | "disabled" | undefined;
  /** Any `temperature` is rejected (row 85). */
  rejectsTemperature: boolean;
  /** `temperature` and `top_p` together are rejected (row 84). */
  rejectsTemperatureWithTopP: boolean;
  /** Maximum `max_tokens`, where known (row 80). */
  maxOutputTokens: number | undefined;
  /** `tool_choice` `any` and `tool` are rejected (row 62: Opus 5.5, Sonnet 5.5, Fable 5.1, Mythos 5.1, Mythos Preview). */
  rejectsForcedToolChoice: boolean;
  /** The shortest prefix, in tokens, a cache breakpoint caches, where the docs state it (§13.19). */
  minCacheableTokens: number | undefined;
  /**
   * `output_config.effort` is accepted (row 87), where known: the effort docs' supported models (Opus 4.5+,
   * Sonnet 4.6+, Haiku 5.5, Fable, Mythos; "models not listed do not support effort").
   */
  effort: boolean | undefined;
  /**
   * The `output_config.effort` levels the model takes, where known (empty where it has no effort at all): the
   * Claude Code model-config docs and a live test per level (SkillfulAgents/SuperAgent#1142, 2026-09); undefined
   * where no source lists them (Opus 5.5, Sonnet 5.5, Haiku 5.5, Fable 5.2, the Mythos models), so that a rule stays
   * silent.
   */
  effortLevels: ReadonlySet<EffortLevel> | undefined;
  /**
   * The model has structured outputs (`output_config.format`, `output_format`), whose schema Claude compiles into a
   * grammar: Claude 4.5 and later and Opus 4.1 (the structured-outputs docs; as the bedrock-converse table's
   * `strictSchemaLimits`). Elsewhere undefined: a rule on such schemas stays silent.
   */
  structuredOutputs: true | undefined;
}

/** The values of `output_config.effort` (the SDK's `OutputConfig.effort`). */
export type EffortLevel = "low" | "medium" | "high" | "xhigh" | "max";

const FAMILIES: readonly ModelFamily[] = ["opus", "sonnet", "haiku", "fable", "mythos"];

/**
 * Reads a model id in any of its spellings: `claude-sonnet-4-5-20250929`, `claude-3-7-sonnet-latest`,
 * Bedrock's `us.anthropic.claude-opus-4-1-20250805-v1:0`, Vertex's `claude-sonnet-4-5@20250929`.
 */
export function parseModelId(raw: string): ModelId | undefined {
  const id = raw
    .toLowerCase()
    .replace(/^.*?anthropic\./, "")
    .replace(/@.*$/, "")
    .replace(/-v\d+(:\d+)?$/, "");
  const match =
    /^claude-(?:(\d+)(?:-(\d))?-(opus|sonnet|haiku)|(opus|sonnet|haiku|fable|mythos)(?:-(\d+)(?:-(\d{1,2}))?)?)(?:-(preview))?(?:-|$)/.exec(id);
  if (!match) return undefined;
  const [, oldMajor, oldMinor, oldFamily, family, major, minor, preview] = match;
  const name = (oldFamily ?? family) as ModelFamily;
  if (!FAMILIES.includes(name)) return undefined;
  const versionText = oldMajor !== undefined ? `${oldMajor}.${oldMinor ?? 0}` : major !== undefined ? `${major}.${minor ?? 0}` : undefined;
  // Dates (`-20250929`) are not minor versions: only one or two digits are.
  const version = versionText === undefined ? (preview ? 0 : NaN) : Number(versionText);
  if (Number.isNaN(version)) return undefined;
  return { family: name, version, preview: preview !== undefined, raw };
}

/**
 * Maximum output tokens (the most `max_tokens` may ask) by family and version, where the docs state it. From
 * Claude 4.6 on, each model's overview page (https://platform.claude.com/docs/en/models/<model>/overview, 2026:
 * "Max output: 128K tokens") and its comparison table; Opus 4.8 also from a recorded error (`max_tokens: 9999999 >
 * 128000, which is the maximum allowed number of output tokens for claude-opus-4-8`, 2026-08). Mythos shares each
 * Fable version's specifications (the Fable overviews); Mythos 5.2 from its Bedrock model card. Mythos Preview has no
 * published figure and stays unknown. Batch-only raises (the 300k-output beta) are not limits of a plain request.
 */
const MAX_OUTPUT: Readonly<Record<string, number>> = {
  "haiku 3": 4096,
  "haiku 3.5": 8192,
  "sonnet 3.5": 8192,
  "sonnet 3.7": 64000,
  "opus 3": 4096,
  "sonnet 4": 64000,
  "opus 4": 32000,
  "opus 4.1": 32000,
  "sonnet 4.5": 64000,
  "haiku 4.5": 64000,
  "opus 4.5": 64000,
  "opus 4.6": 128000,
  "sonnet 4.6": 128000,
  "opus 4.7": 128000,
  "opus 4.8": 128000,
  "opus 5": 128000,
  "sonnet 5": 128000,
  "opus 5.5": 128000,
  "sonnet 5.5": 128000,
  "haiku 5.5": 128000,
  "fable 5": 128000,
  "mythos 5": 128000,
  "fable 5.1": 128000,
  "mythos 5.1": 128000,
  "fable 5.2": 128000,
  "mythos 5.2": 128000,
};

/**
 * Minimum cacheable prompt length by family and version (prompt-caching docs and release notes, 2025–2026).
 * Where sources disagree (Sonnet 4.6: 1024 or 2048) the lower figure is kept: a rule that uses it only warns
 * below it.
 */
const MIN_CACHEABLE: Readonly<Record<string, number>> = {
  "opus 3": 1024,
  "sonnet 3.5": 1024,
  "sonnet 3.7": 1024,
  "haiku 3": 2048,
  "haiku 3.5": 2048,
  "opus 4": 1024,
  "opus 4.1": 1024,
  "sonnet 4": 1024,
  "sonnet 4.5": 1024,
  "sonnet 4.6": 1024,
  "opus 4.5": 4096,
  "opus 4.6": 4096,
  "opus 4.7": 4096,
  "haiku 4.5": 4096,
  "opus 4.8": 1024,
  "opus 5": 512,
};

/**
 * Whether a model takes `output_config.effort`: the supported models of the effort docs
 * (https://platform.claude.com/docs/en/build-with-claude/effort, 2026). Undefined between the versions the
 * docs name (a Haiku 5), so that a rule never guesses.
 */
function effortSupport(id: ModelId): boolean | undefined {
  if (id.family === "fable" || id.family === "mythos") return true;
  if (id.family === "opus") return id.version >= 4.5;
  if (id.family === "sonnet") return id.version >= 4.6;
  if (id.version >= 5.5) return true;
  return id.version <= 4.5 ? false : undefined;
}

const ALL_LEVELS: readonly EffortLevel[] = ["low", "medium", "high", "xhigh", "max"];

/**
 * Effort levels by family and version. `max` came with Claude 4.6 and `xhigh` with Opus 4.7 (Claude Code's
 * model-config docs: "Opus 4.6 and Sonnet 4.6: low, medium, high, max"); Opus 4.5 has the first three. A recorded
 * rejection (claude-opus-4-6, 2026): "This model does not support effort level 'xhigh'. Supported levels: high, low,
 * max, medium." Opus 4.7, 4.8 and 5, Sonnet 5 and Fable 5 and 5.1 accepted all five in a live test
 * (SkillfulAgents/SuperAgent#1142, 2026-09-18).
 */
const EFFORT_LEVELS: Readonly<Record<string, readonly EffortLevel[]>> = {
  "opus 4.5": ["low", "medium", "high"],
  "opus 4.6": ["low", "medium", "high", "max"],
  "sonnet 4.6": ["low", "medium", "high", "max"],
  "opus 4.7": ALL_LEVELS,
  "opus 4.8": ALL_LEVELS,
  "opus 5": ALL_LEVELS,
  "sonnet 5": ALL_LEVELS,
  "fable 5": ALL_LEVELS,
  "fable 5.1": ALL_LEVELS,
};

function effortLevels(id: ModelId, effort: boolean | undefined): ReadonlySet<EffortLevel> | undefined {
  if (effort === false) return new Set();
  if (id.preview) return undefined;
  const levels = EFFORT_LEVELS[`${id.family} ${id.version}`];
  return levels && new Set(levels);
}

/** What msglint knows of a model; undefined for a model it does not know (model-dependent rules stay silent). */
export function modelFacts(model: string | undefined): ModelFacts | undefined {
  return model === undefined ? undefined : computeFacts(model);
}

/** One linter's facts by model id. */
export class ModelFactsCache extends FactsCache<ModelFacts> {
  constructor() {
    super(computeFacts);
  }
}

function computeFacts(model: string): ModelFacts | undefined {
  const id = parseModelId(model);
  if (!id) return undefined;
  const claude4 = id.family === "opus" || id.family === "sonnet" || id.family === "haiku";
  const newFamily = id.family === "fable" || id.family === "mythos";
  const thinkingTypes = new Set<"enabled" | "adaptive" | "disabled">(["enabled", "adaptive", "disabled"]);
  if (claude4 && id.version >= 4.7) thinkingTypes.delete("enabled");
  if (claude4 && id.version <= 4.5) thinkingTypes.delete("adaptive");
  if (newFamily) thinkingTypes.delete("disabled");
  const effort = effortSupport(id);
  return {
    id,
    prefill: !((claude4 && id.version >= 4.6) || (id.family === "mythos" && id.preview)),
    thinkingTypes,
    defaultThinking: newFamily || (id.family === "sonnet" && id.version >= 5) ? "adaptive" : claude4 && id.version <= 4.8 ? "disabled" : undefined,
    rejectsTemperature: (id.family === "opus" && id.version >= 4.7) || id.family === "fable",
    rejectsTemperatureWithTopP:
      (id.family === "sonnet" && id.version >= 4.5) || (id.family === "opus" && id.version >= 4.1) || (id.family === "haiku" && id.version >= 4.5),
    maxOutputTokens: MAX_OUTPUT[`${id.family} ${id.version}`],
    rejectsForcedToolChoice:
      ((id.family === "opus" || id.family === "sonnet") && id.version >= 5.5) ||
      ((id.family === "fable" || id.family === "mythos") && id.version >= 5.1) ||
      (id.family === "mythos" && id.preview),
    minCacheableTokens: MIN_CACHEABLE[`${id.family} ${id.version}`],
    effort,
    effortLevels: effortLevels(id, effort),
    structuredOutputs: (!id.preview && id.version >= 4.5) || (id.family === "opus" && id.version === 4.1) || undefined,
  };
}
