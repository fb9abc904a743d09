/**
 * `explainApiError`: from an error as the API (or a platform, a proxy, an SDK) returned it to the rule that
 * predicts it, the path it names and the message itself, so that an error pasted from a log lands on the
 * rule and its docs.
 *
 * Matchers are derived from every dialect's rule meta and its unchecked errors (`apiErrors`): each rule's messages
 * and the provider's texts (older wordings included). Placeholders become wildcards, backticks are optional
 * (proxies strip them), and documentation URLs inside a text match any URL (they moved from docs.anthropic.com to
 * docs.claude.com to platform.claude.com). Generic pydantic texts (`Field required`) are told apart by the path they
 * name. An `ApiErrorExplainer` holds the compiled matchers; nothing is kept in module state.
 */
import { apiErrors, type ApiErrorEntry } from "./api-errors.js";
import { BLOCK_TYPES } from "./dialects/anthropic/block-types.js";
import { builtinDialects } from "./dialects/index.js";
import type { Dialect } from "./engine/dialect.js";
import { escapeToken } from "./model/pointer.js";

export interface ApiErrorMatch {
  /** The rule id (api-rules.md's) whose text matched. */
  id: string;
  /** The registered rules that report it, each with a docs page; empty when msglint does not check it. */
  ruleIds: string[];
  /** The template that matched, `{{placeholders}}` and all. */
  template: string;
  /** The placeholders' values as the error has them. */
  data: Record<string, string>;
  /** Only the template's first sentence matched: the error was cut short, or the API added to it. */
  partial: boolean;
  /** For an error no rule can check (`ruleIds` empty): why the request alone cannot decide it, and what to do. */
  reason?: string;
  /** For an error no rule can check: what it means, why it cannot be checked offline and what to do, apart. */
  unchecked?: { meaning: string | undefined; why: string; action: string | undefined };
}

export interface ExplainedApiError {
  /** The API's message, taken out of its JSON envelope and any platform or proxy wrapping. */
  message: string;
  /** The path the message names before its `: ` (`messages.3.content.1`), when it names one. */
  path: string | undefined;
  /** The path as a JSON pointer into the request (discriminators such as `tool_use` or `custom` dropped). */
  pointer: string | undefined;
  /** The rules to read, best match first: the registered rules that report it, else api-rules.md's id. */
  ruleIds: string[];
  /** Every best match: several rules share a text (the API reports four causes as one missing result). */
  matches: ApiErrorMatch[];
  /** `error.type` (`invalid_request_error`), where the envelope has it. */
  errorType?: string;
  /** `error.details.error_code` (API version 2026-10-21), where the envelope has it. */
  errorCode?: string;
  /** `request_id`, where the envelope has it. */
  requestId?: string;
}

// ---------------------------------------------------------------------------------------------------------
// Taking the message out of its wrappers

interface Unwrapped {
  message: string;
  /** OpenAI's `error.param`: the path its semantic checks name outside the text (`messages.[3].role`). */
  param?: string;
  errorType?: string;
  errorCode?: string;
  requestId?: string;
  /** The platform prefixes taken off the message (their patterns' sources). */
  prefixes?: readonly string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** The JSON value in a text: the whole text, or the span from its first `{` to its last `}`. */
function jsonIn(text: string): unknown {
  const attempts = [text];
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start > 0 && end > start) attempts.push(text.slice(start, end + 1));
  for (const attempt of attempts) {
    if (!attempt.startsWith("{") && !attempt.startsWith("[") && !attempt.startsWith('"')) continue;
    try {
      return JSON.parse(attempt);
    } catch {
      // a log line around the JSON, a Python repr, or no JSON at all
    }
  }
  return undefined;
}

/** A `'message': '…'` or `"message": "…"` entry in a Python repr or a half-escaped log line. */
// linear: the two alternatives inside the group are disjoint (a backslash pair, or one non-backslash character).
const MESSAGE_ENTRY = /\\?["']message\\?["']\s*:\s*(\\?["'])((?:\\.|(?!\1)[^\\])*?)\1\s*[,}]/s;
/** OpenRouter's `'raw': '…'` entry (the provider's own body) in a Python repr: it wins over the repr's `message`, "Provider returned error". */
// linear: as MESSAGE_ENTRY.
const RAW_ENTRY = /\\?["']raw\\?["']\s*:\s*(\\?["'])((?:\\.|(?!\1)[^\\])*?)\1\s*[,}]/s;
const REQUEST_ID = /\\?["']request_id\\?["']\s*:\s*\\?["'](req_[\w-]+)/;
const ERROR_TYPE = /\\?["']type\\?["']\s*:\s*\\?["'](\w+_error)\\?["']/;

function unescapeRepr(text: string): string {
  return text.replace(/\\(["'\\nt])/g, (_, c: string) => (c === "n" ? "\n" : c === "t" ? "\t" : c));
}

/** Platform and proxy prefixes before the API's message (api-rules.md §0). */
const PREFIXES = [
  /The model returned the following errors:\s*/, // Bedrock InvokeModel
  /\(ValidationException\) when calling the \w+ operation:\s*/, // boto3
  /\bValidationException:\s*/, // Bedrock, other SDKs
  /\bAnthropicException\s*-\s*/, // LiteLLM
];

function unwrap(text: string, found: Omit<Unwrapped, "message"> = {}, depth = 0): Unwrapped {
  const trimmed = text.trim();
  if (depth > 8) return { ...found, message: trimmed };
  const value = trimmed.startsWith("{") || trimmed.startsWith('"') ? jsonIn(trimmed) : undefined;
  if (typeof value === "string") return unwrap(value, found, depth + 1);
  if (isObject(value)) return unwrapObject(value, found, depth);
  for (const prefix of PREFIXES) {
    const at = prefix.exec(trimmed);
    if (at) return unwrap(trimmed.slice(at.index + at[0].length), { ...found, prefixes: [...(found.prefixes ?? []), prefix.source] }, depth + 1);
  }
  const embedded = jsonIn(trimmed);
  if (isObject(embedded)) return unwrapObject(embedded, found, depth);
  // A Python repr (`Error code: 400 - {'type': 'error', …}`) or JSON with escaped quotes inside a log line.
  const entry = RAW_ENTRY.exec(trimmed) ?? MESSAGE_ENTRY.exec(trimmed);
  if (entry) {
    const requestId = REQUEST_ID.exec(trimmed)?.[1];
    const errorType = ERROR_TYPE.exec(trimmed)?.[1];
    return unwrap(unescapeRepr(entry[2]!), { ...found, ...(requestId ? { requestId } : {}), ...(errorType ? { errorType } : {}) }, depth + 1);
  }
  return { ...found, message: trimmed };
}

function unwrapObject(value: Record<string, unknown>, found: Omit<Unwrapped, "message">, depth: number): Unwrapped {
  const error = isObject(value.error) ? value.error : value;
  const next = { ...found };
  if (typeof value.request_id === "string") next.requestId ??= value.request_id;
  if (typeof error.type === "string" && error.type !== "error") next.errorType ??= error.type;
  if (typeof error.param === "string" && error.param !== "") next.param ??= error.param;
  const details = isObject(error.details) ? error.details : undefined;
  if (typeof details?.error_code === "string") next.errorCode ??= details.error_code;
  // OpenRouter: "Provider returned error", the provider's body in metadata.raw.
  const metadata = isObject(error.metadata) ? error.metadata : undefined;
  if (typeof metadata?.raw === "string") return unwrap(metadata.raw, next, depth + 1);
  const message = error.message ?? value.message ?? value.detail;
  if (typeof message === "string") return unwrap(message, next, depth + 1);
  return { ...next, message: JSON.stringify(value) };
}

// ---------------------------------------------------------------------------------------------------------
// Matching

interface Matcher {
  entry: ApiErrorEntry;
  /** The platform prefix the template opens with, which the error must have had (its pattern's source). */
  prefix: string | undefined;
  template: string;
  full: RegExp;
  /** The first sentence alone, when it is specific enough to stand alone. */
  firstSentence: RegExp | undefined;
  names: string[];
  specificity: number;
  /** The entry's path forms, compiled, with how much each says. */
  paths: readonly { regex: RegExp; specificity: number }[] | undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const URL = /https?:\/\/[^\s)]+/g;

/** A literal part of a template as a pattern: whitespace flexible, URLs any URL. */
function literalPattern(text: string): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(URL)) {
    out += escape(text.slice(last, match.index)).replace(/\s+/g, "\\s+");
    out += "[^\\s)]+";
    last = match.index + match[0].length;
  }
  return out + escape(text.slice(last)).replace(/\s+/g, "\\s+");
}

// Dotted segments, indexed in brackets as Gemini and OpenAI write them (`contents[41].parts`, `properties[data]`,
// `messages[3].tool_calls[0]`, `param`'s `messages.[3].role`).
// linear: each repetition opens with `[`, `.[` or `.` and a name character, so only one alternative can take it.
const PATH_PATTERN = "([A-Za-z_][\\w-]*(?:\\.?\\[[^\\]\\s]*\\]|\\.[\\w-]+)*)";

/** A path in the dotted form path forms are written in: `messages[3].tool_calls[0]` and `messages.[3]` → `messages.3.tool_calls.0`. */
const dotted = (path: string) => path.replace(/\.?\[(\d+)\]/g, ".$1");

function compileTemplate(template: string): { regex: RegExp; names: string[]; specificity: number } {
  const parts = template.replace(/`/g, "").split(/\{\{\s*(\w+)\s*\}\}/);
  const names: string[] = [];
  let source = /^\w/.test(parts[0]!) ? "(?<![\\w.])" : parts[0] === "" && parts[1] === "path" ? "(?<![\\w.])" : "";
  let specificity = 0;
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      source += literalPattern(part);
      specificity += part.replace(URL, "").length;
      return;
    }
    names.push(part);
    const last = i === parts.length - 2 && parts[i + 1] === "";
    // A value that ends the text's last sentence (`Error while downloading {{url}}.`) runs to a full stop that ends it, not to the first dot.
    const sentenceEnd = i === parts.length - 2 && parts[i + 1] === ".";
    source += part === "path" ? PATH_PATTERN : last ? "(.+?)(?=\\s*$|[\"'}\\]])" : sentenceEnd ? "(.+?)(?=\\.(?:\\s|$|[\"'}\\]]))" : "(.+?)";
  });
  // linear: bounded — literal text separates the lazy groups, and explainApiError cuts the message to MAX_MESSAGE characters.
  return { regex: new RegExp(source, "is"), names, specificity };
}

/** The first sentence of a template, when it has a second one and is long enough to identify the error. */
function firstSentenceOf(template: string): string | undefined {
  const end = template.replace(/`/g, "").search(/\.\s/);
  if (end < 0) return undefined;
  const sentence = template.replace(/`/g, "").slice(0, end + 1);
  return sentence.replace(/\{\{\s*\w+\s*\}\}/g, "").length >= 24 ? sentence : undefined;
}

function pathRegex(form: string): RegExp {
  const segments = form.split(".").map((segment) => {
    if (segment === "*") return "[^.]+(?:\\.[^.]+)*";
    if (/^[NMKi]$/.test(segment)) return "\\d+";
    if (/^<\w+>$/.test(segment)) return "[^.]+";
    return `(?:${segment.split("|").map(escape).join("|")})`;
  });
  // linear: anchored, and every repeated group opens with a `.` that the characters before it cannot match.
  return new RegExp(`^${segments.join("\\.")}$`);
}

/** Literal characters of a path form: how much it says. */
const pathSpecificity = (form: string) =>
  form
    .split(".")
    .filter((segment) => !/^([NMKi*]|<\w+>)$/.test(segment))
    .join(".").length;

/**
 * Typographic quotes as the plain ones: a chat client or a word processor turns a pasted error's quotes into them, and
 * one provider's own text has one (Bedrock's `isn’t`); templates and pasted texts are both read so.
 */
function plainQuotes(text: string): string {
  return text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201C\u201D]/g, '"');
}

/** A template without the platform prefix it opens with (Bedrock's `The model returned the following errors: `), and that prefix. */
function splitPrefix(template: string): { template: string; prefix?: string } {
  for (const prefix of PREFIXES) {
    const at = prefix.exec(template);
    if (at?.index === 0) return { template: template.slice(at[0].length), prefix: prefix.source };
  }
  return { template };
}

/** Every template of every entry, compiled once for the explainer that holds them. */
function buildMatchers(dialects: readonly Dialect[]): Matcher[] {
  const out: Matcher[] = [];
  for (const dialect of dialects) {
    for (const entry of apiErrors(dialect)) {
      const paths = entry.paths?.map((form) => ({ regex: pathRegex(form), specificity: pathSpecificity(form) }));
      for (const original of new Set([...entry.messages, ...entry.texts])) {
        // `unwrap` takes platform prefixes off the error: a template that carries one is matched without it, on errors that had it.
        const { template, prefix } = splitPrefix(plainQuotes(original));
        const { regex, names, specificity } = compileTemplate(template);
        const sentence = firstSentenceOf(template);
        out.push({
          entry,
          prefix,
          template: original,
          full: regex,
          firstSentence: sentence === undefined ? undefined : compileTemplate(sentence).regex,
          names,
          specificity,
          paths,
        });
      }
    }
  }
  return out;
}

// linear: each repeated group opens with a `.` that `[\w-]` cannot match.
const LEADING_PATH = /^([A-Za-z_][\w-]*(?:\.[\w-]+)*):\s/;

/**
 * Segments of the API's paths that name a type (a discriminator), not a field: they have no place in the request. The
 * block types, and two discriminators its paths name beside them (`pdf`, `custom`).
 */
const BLOCK_DISCRIMINATORS: ReadonlySet<string> = new Set([...BLOCK_TYPES, "pdf", "custom"]);
const AFTER: Readonly<Record<string, ReadonlySet<string>>> = {
  source: new Set(["base64", "url", "text", "content", "file"]),
  thinking: new Set(["enabled", "adaptive", "disabled"]),
  cache_control: new Set(["ephemeral"]),
  tool_choice: new Set(["auto", "any", "tool", "none"]),
};

/** The top-level fields of a Gemini body, as its errors name them. */
const GEMINI_ROOT =
  /^(contents|system_instruction|generation_config|safety_settings|tool_config|cached_content|tools\[\d+\]\.(function_declarations|google_search|code_execution))\b/;

/** `messages.2.content.0.tool_result.content.1.image.source.base64` → `/messages/2/content/0/content/1/source`. */
export function apiPathToPointer(path: string): string {
  // Gemini's and OpenAI's form: indices in brackets. Gemini's proto names are snake_case (`contents[3].parts[0].inline_data`):
  // its pointer is given in camelCase, the spelling most bodies use; OpenAI's names are the body's own.
  if (path.includes("[")) {
    const gemini = GEMINI_ROOT.test(path);
    const camel = (segment: string) => (gemini ? segment.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()) : segment);
    return path
      .split(/\.|\[|\]/)
      .filter((segment) => segment !== "")
      .map((segment) => `/${escapeToken(camel(segment.replace(/^"(.*)"$/, "$1")))}`)
      .join("");
  }
  const segments = path.split(".");
  const kept: string[] = [];
  segments.forEach((segment, i) => {
    const previous = segments[i - 1];
    if (previous !== undefined && /^\d+$/.test(previous) && BLOCK_DISCRIMINATORS.has(segment)) return;
    if (previous !== undefined && AFTER[previous]?.has(segment)) return;
    kept.push(segment);
  });
  return kept.map((segment) => `/${escapeToken(segment)}`).join("");
}

/** The API's longest texts are under 1,000 characters with their ids; this bounds the template matching. */
const MAX_MESSAGE = 4000;

/** The place Bedrock's validation layer names first (`1 validation error detected: Value '0' at 'toolConfig.tools' …`). */
// linear: one negated class between fixed words.
const VIOLATION_AT = /\bat '([^'\s]+)' failed to satisfy constraint/;

/**
 * Explains API error texts with the matchers of a set of dialects, compiled once: keep one to explain many texts
 * (`explainApiError` makes one per call).
 */
export class ApiErrorExplainer {
  readonly #matchers: readonly Matcher[];

  constructor(dialects: readonly Dialect[] = builtinDialects) {
    this.#matchers = buildMatchers(dialects);
  }

  /** Which rules an API error text names, the path it names, and the message itself. */
  explain(text: string): ExplainedApiError {
    const unwrapped = unwrap(plainQuotes(String(text).slice(0, 100_000)));
    const message = unwrapped.message;
    // An API message is a few hundred characters; a longer text is cut before the template patterns run on it.
    const normal = message.replace(/`/g, "").slice(0, MAX_MESSAGE);
    // A text without a `{{path}}` may name its place inside a variable part (Bedrock's `Value at 'x.y' failed …`): read once.
    const placeInText = VIOLATION_AT.exec(normal)?.[1];

    type Scored = { match: ApiErrorMatch; score: [number, number, number, number]; prefixed: boolean };
    const scored: Scored[] = [];
    const consider = (matcher: Matcher, regex: RegExp, partial: boolean, prefixNeeded = true) => {
      if (prefixNeeded && matcher.prefix !== undefined && !unwrapped.prefixes?.includes(matcher.prefix)) return false;
      const found = regex.exec(normal);
      if (!found) return false;
      const data = Object.fromEntries(matcher.names.map((name, i) => [name, (found[i + 1] ?? "").trim()]));
      const { entry, paths } = matcher;
      const path = data.path ?? placeInText;
      const placed = paths !== undefined && path !== undefined;
      // The most literal path form that matches: `*.thinking.cache_control` says more than `messages.N.content.M.*`.
      const pathScore = placed ? Math.max(-1, ...paths.filter((form) => form.regex.test(dotted(path!))).map((form) => form.specificity)) : 0;
      if (pathScore < 0) return false;
      // A template with no variable part names its place in its own words (`Unknown parameter: 'web_search_options'.`):
      // as constrained as a generic one whose path form matched.
      const constrained = placed || matcher.names.length === 0;
      const match: ApiErrorMatch = { id: entry.id, ruleIds: [...entry.checkedBy], template: matcher.template, data, partial };
      if (entry.offline === "no") {
        match.reason = entry.reason;
        if (entry.unchecked) match.unchecked = entry.unchecked;
      }
      scored.push({ match, prefixed: matcher.prefix !== undefined, score: [partial ? 0 : 1, constrained ? 1 : 0, pathScore, matcher.specificity] });
      return true;
    };
    for (const matcher of this.#matchers) consider(matcher, matcher.full, false);
    if (scored.length === 0) {
      for (const matcher of this.#matchers) if (matcher.firstSentence) consider(matcher, matcher.firstSentence, true);
    }
    // Last, a text pasted without the platform prefix its template carries (a client that printed the inner message only).
    if (scored.length === 0) {
      for (const matcher of this.#matchers) if (matcher.prefix !== undefined) consider(matcher, matcher.full, false, false);
    }

    const compare = (a: Scored, b: Scored) =>
      b.score[0] - a.score[0] || b.score[1] - a.score[1] || b.score[2] - a.score[2] || b.score[3] - a.score[3];
    scored.sort(compare);
    // A text behind a platform prefix is told by the best template with the prefix and by the best without (the same
    // words reach a client from the platform's own format and from the API behind it): both are named.
    const bestOf = (group: Scored[]) => group.filter((s) => compare(s, group[0]!) === 0).map((s) => s.match);
    const plain = scored.filter((s) => !s.prefixed);
    const prefixed = scored.filter((s) => s.prefixed);
    const best = [...(plain.length > 0 ? bestOf(plain) : []), ...(prefixed.length > 0 ? bestOf(prefixed) : [])];
    const matches = best.filter((m, i) => best.findIndex((other) => other.id === m.id) === i);
    const ruleIds = [...new Set(matches.flatMap((m) => (m.ruleIds.length > 0 ? m.ruleIds : [m.id])))];
    // Gemini's texts name their path inside (`* GenerateContentRequest.contents[3].parts: …`, `at 'contents[0]…'`).
    // The Messages API names the path before its text; OpenAI in its `param`; Gemini and OpenAI inside the text
    // (`* GenerateContentRequest.contents[3].parts: …`, `Invalid 'messages[1].tool_calls'`).
    const inText = matches.map((m) => m.data.path).find((p) => p !== undefined && p.includes("["));
    const path = LEADING_PATH.exec(normal)?.[1] ?? unwrapped.param?.replace(/\.\[/g, "[") ?? inText;
    return {
      message,
      path,
      pointer: path === undefined ? undefined : apiPathToPointer(path),
      ruleIds,
      matches,
      ...(unwrapped.errorType ? { errorType: unwrapped.errorType } : {}),
      ...(unwrapped.errorCode ? { errorCode: unwrapped.errorCode } : {}),
      ...(unwrapped.requestId ? { requestId: unwrapped.requestId } : {}),
    };
  }
}

/** Which rules an API error text names, the path it names, and the message itself. Pass an explainer to explain many texts. */
export function explainApiError(text: string, explainer: ApiErrorExplainer = new ApiErrorExplainer()): ExplainedApiError {
  return explainer.explain(text);
}
