/**
 * What msglint knows about models, in one table: rules ask here instead of matching model names themselves.
 * An unknown model, or a fact the table does not have, is `undefined`, and a rule that needs it stays silent:
 * msglint never guesses a limit. Sources: api-rules.md (rows 24, 46–48, 80, 84, 85 and §10) and the model
 * overview of the Anthropic docs.
 */

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
  /** Any `temperature` is rejected (row 85). */
  rejectsTemperature: boolean;
  /** `temperature` and `top_p` together are rejected (row 84). */
  rejectsTemperatureWithTopP: boolean;
  /** Maximum `max_tokens`, where known (row 80). */
  maxOutputTokens: number | undefined;
}

const FAMILIES: readonly ModelFamily[] = ["opus", "sonnet", "haiku", "fable", "mythos"];

/**
 * Reads a model id in any of its spellings: `claude-sonnet-4-5-20250929`, `claude-3-7-sonnet-latest`,
 * Bedrock's `us.anthropic.claude-opus-4-1-20250805-v1:0`, Vertex's `claude-sonnet-4-5@20250929`.
 */
export function parseModelId(raw: string): ModelId | undefined {
  const id = raw.toLowerCase().replace(/^.*?anthropic\./, "").replace(/@.*$/, "").replace(/-v\d+(:\d+)?$/, "");
  const match = /^claude-(?:(\d+)(?:-(\d))?-(opus|sonnet|haiku)|(opus|sonnet|haiku|fable|mythos)(?:-(\d+)(?:-(\d{1,2}))?)?)(?:-(preview))?(?:-|$)/.exec(id);
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

/** Maximum output tokens by family and version, where the docs state it. */
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
};

export function modelFacts(model: string | undefined): ModelFacts | undefined {
  const id = model === undefined ? undefined : parseModelId(model);
  if (!id) return undefined;
  const claude4 = id.family === "opus" || id.family === "sonnet" || id.family === "haiku";
  const newFamily = id.family === "fable" || id.family === "mythos";
  const thinkingTypes = new Set<"enabled" | "adaptive" | "disabled">(["enabled", "adaptive", "disabled"]);
  if (claude4 && id.version >= 4.7) thinkingTypes.delete("enabled");
  if (claude4 && id.version <= 4.5) thinkingTypes.delete("adaptive");
  if (newFamily) thinkingTypes.delete("disabled");
  return {
    id,
    prefill: !((claude4 && id.version >= 4.6) || (id.family === "mythos" && id.preview)),
    thinkingTypes,
    rejectsTemperature: (id.family === "opus" && id.version >= 4.7) || id.family === "fable",
    rejectsTemperatureWithTopP:
      (id.family === "sonnet" && id.version >= 4.5) || (id.family === "opus" && id.version >= 4.1) || (id.family === "haiku" && id.version >= 4.5),
    maxOutputTokens: MAX_OUTPUT[`${id.family} ${id.version}`],
  };
}
