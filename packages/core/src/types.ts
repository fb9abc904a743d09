/** Public types of @msglint/core. Every type a user of the API sees lives here. */

/**
 * `api`: the provider rejects the request (HTTP 400). `risk`: accepted, but almost surely a bug. `unverifiable`:
 * the answer depends on state only the server has (a stored response, a file id); never an error.
 */
export type RuleCategory = "api" | "risk" | "unverifiable";

/** A request format msglint speaks. Rule ids of the dialects other than `anthropic` carry a prefix of their own. */
export type DialectId = "anthropic" | "openai-chat" | "openai-responses" | "gemini" | "bedrock-converse" | (string & {});

/**
 * Where a request is sent, within its dialect (`anthropic` | `bedrock` | `vertex` for the Messages API body;
 * `openai` | `azure` | … for Chat Completions): it changes limits and texts, never the pairing logic.
 */
export type Target = string;

export type Severity = "error" | "warning";

/** A rule's configured level, as in ESLint: `off`, `warn`, `error` (or 0, 1, 2). */
export type RuleLevel = "off" | "warn" | "error" | 0 | 1 | 2;
export type RuleSetting = RuleLevel | [RuleLevel, ...unknown[]];

/** Where and how a request is sent: rules that depend on the platform, the model or the API version read these. */
export interface LintSettings {
  /** The request format; default: detected per request (`auto`). */
  dialect?: DialectId | "auto";
  /** Default: the dialect's first target (`anthropic` for the Messages API). */
  target?: Target;
  /** Overrides the request's `model`. */
  model?: string;
  /**
   * The AWS Region a Bedrock request is sent to (`us-east-1`): which models Bedrock serves there on demand depends on
   * it. Read from the URL of a captured call; rules that need it stay silent without it.
   */
  region?: string;
  /**
   * The URL the request is sent to (a HAR entry's, the wrapped `fetch`'s, `--endpoint`): rules that check the URL's own
   * parts read it (Azure OpenAI's `api-version`). Other settings are not taken from it; rules that need it stay silent
   * without it.
   */
  endpoint?: string;
  /** `anthropic-version`; default `2023-06-01`. */
  apiVersion?: string;
  /** `anthropic-beta` values sent with the request, where known. */
  betas?: string[];
  /**
   * The date rules that depend on the calendar (a model past its end of life) compare with, as an ISO date
   * (`2026-12-03`); default: today (UTC). Give it for results that do not change with the calendar.
   */
  now?: string;
}

/** A setting's name: `LINT_SETTING_KEYS` lists them all. */
export type LintSettingKey = keyof LintSettings;

/** The values `dialect` and `target` may take: they depend on the dialects a linter has (its own included). */
export interface SettingChoices {
  /** `auto`, then each dialect's id. */
  dialects: readonly string[];
  /** Every dialect's targets, once each (`vertex` is both the Messages API's and Gemini's). */
  targets: readonly Target[];
}

/** The settings after defaults, as rules see them. */
export interface ResolvedSettings {
  dialect: DialectId;
  target: Target;
  model: string | undefined;
  region: string | undefined;
  endpoint: string | undefined;
  apiVersion: string;
  betas: string[] | undefined;
  /** `YYYY-MM-DD`. */
  now: string;
}

/**
 * One JSON Patch operation (RFC 6902) on the linted document. Fixes and suggestions are data: the CLI turns
 * them into text edits that keep formatting, ESLint into fixers, `applyEdits` into a new value.
 */
export type Edit =
  | { op: "remove"; path: string }
  | { op: "replace"; path: string; value: unknown }
  | { op: "add"; path: string; value: unknown }
  | { op: "move"; from: string; path: string };

/** A set of edits that together make one change. */
export interface Fix {
  /** What the change does, in one line. */
  description: string;
  edits: Edit[];
}

export interface Diagnostic {
  ruleId: string;
  /** The request format the finding is about; absent for findings about the input itself (a syntax error). */
  dialect?: DialectId;
  severity: Severity;
  /** The API's own error text, path prefix included. */
  message: string;
  /** The path the API's message names (`messages.3`, `messages.3.content.0.tool_use.id`), or "" for request-wide texts. */
  path: string;
  /** JSON pointer (RFC 6901) into the linted document to the value at fault. */
  pointer: string;
  /** 1-based; present when the input was text. */
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  /** The real cause, where the API's text misleads or says too little. */
  hint?: string;
  /** A change that keeps the conversation's meaning; applied by `--fix`. */
  fix?: Fix;
  /** Changes that alter the conversation's meaning; offered, never applied automatically. */
  suggestions?: Fix[];
  /** For multi-document inputs (JSONL): the 0-based index of the document, and the 1-based line it starts on. */
  document?: { index: number; line: number };
}

export interface RuleMeta {
  /** One sentence: what the rule reports. */
  description: string;
  category: RuleCategory;
  /** In the recommended preset. */
  recommended: boolean;
  /** The targets whose provider enforces the rule; the rule is on by default only for these. Default: all the dialect's. */
  targets?: Target[];
  /** The rule can offer a `fix` that keeps meaning. */
  fixable?: boolean;
  /** The rule can offer `suggestions` that change meaning. */
  hasSuggestions?: boolean;
  /**
   * Message templates, keyed by message id, with `{{placeholder}}`s. Each reproduces the provider's text exactly;
   * its first sentence stands alone (SARIF uses it as the alert title).
   */
  messages: Record<string, string>;
  /** Hint templates, keyed by hint id, filled from the report's `data`: the real cause, where the provider's text misleads. */
  hints?: Record<string, string>;
  /** Numbered row or section of the specification (api-rules.md, providers.md) that specifies the rule, for the docs. */
  spec?: string;
  /** What the provider's error looks like beyond `messages`: older and variant wordings, its error code, evidence. */
  api?: ApiErrorMeta;
  /**
   * A catch-all rule (the structural schema): its finding is dropped where a specific rule reports the same
   * pointer, so each problem is reported once, under its most specific rule.
   */
  fallback?: boolean;
  /**
   * What a request must hold for the rule to find anything; the engine skips the rule on requests that hold none
   * of it. Declare it only where the rule's check returns at once without it.
   */
  needs?: RuleNeeds;
}

/** What `explain` and the docs know of a provider's error text besides the rule's own messages. */
export interface ApiErrorMeta {
  /**
   * The specification's row the rule checks: `1`…`87` or `80b` of api-rules.md, a section for the ids beyond the
   * rows (`§14`, `§15`, `§13.19`). Absent for msglint's own findings (a batch's duplicate `custom_id`).
   */
  row?: string;
  /** Older and variant wordings, with `{{path}}` for the path prefix and `{{name}}`s for other variable parts. */
  texts?: readonly string[];
  /** The provider's error code, where it sends one (`error.details.error_code`, `code`). */
  errorCode?: string;
  /** The HTTP status of the provider's answer, where it is not 400 (Bedrock's 404 for a model past its end of life). */
  httpStatus?: number;
  /**
   * The path forms the texts' `{{path}}` takes, for telling generic texts apart: segments joined by `.`, where
   * `N`, `M`, `K` and `i` are indices, `<x>` is any one segment, `*` any run of segments, `a|b` either name.
   */
  paths?: readonly string[];
  /** The specification's evidence status: Certain, Documented, Likely, Inferred. */
  status?: EvidenceStatus;
  /** The specification rows this rule checks beyond its own (`2`, an old wording; `29`, a generic text the schema reports). */
  rows?: readonly ApiRow[];
  /** The area of the API the rule belongs to, for the generated tables (`tool pairing`, `thinking`). */
  area?: string;
  /** How the rule decides its condition offline, in one line. */
  reason?: string;
  /** `heuristic`: the condition is decided from an estimate (a token count), so the rule may miss or overreach. */
  offline?: "yes" | "heuristic";
  /**
   * `msglint`: the messages are msglint's own words, not the provider's, whose text for this is not known (it sends
   * only an error code, it accepts the request, or the condition is msglint's estimate); `texts` hold what is known.
   */
  wording?: "msglint";
}

/** The specification's evidence status: Certain, Documented, Likely, Inferred. */
export type EvidenceStatus = "C" | "D" | "L" | "I";

/**
 * A row of the specification a rule checks beyond its own, with its id there. Given whole by one rule; another rule
 * that checks it too names only `row` and `id`.
 */
export interface ApiRow {
  row: string;
  id: string;
  area?: string;
  status?: EvidenceStatus;
  reason?: string;
  texts?: readonly string[];
  paths?: readonly string[];
}

/**
 * An error of the specification that no rule checks, because the request alone cannot decide it (a token count,
 * a signature, server state): a dialect lists them so that `explain` still knows the text and the docs list the row.
 */
export interface UncheckedError {
  id: string;
  /** As `ApiErrorMeta.row`; `—` for the dialects of providers.md, whose tables have no row numbers. */
  row: string;
  area: string;
  category: RuleCategory;
  status?: EvidenceStatus;
  /** The provider's texts, current first, with `{{path}}` and `{{name}}`s as in `ApiErrorMeta.texts`; empty when not observed. */
  texts: readonly string[];
  errorCode?: string;
  /** Where it applies, when not on every target of the dialect. */
  targets?: readonly Target[];
  /** What the error means: what the API found wrong. */
  meaning?: string;
  /** Why it cannot be checked offline (and, where `action` is absent, what to do about it). */
  reason: string;
  /** What to do about it. */
  action?: string;
}

/**
 * A rule's precondition, checked against the index the dialect makes while it reads the request. The rule runs
 * when the request holds any one of the things listed.
 */
export interface RuleNeeds {
  /**
   * Block types in `messages`, at any depth (a block in a `tool_result`'s content counts; string content is a
   * `text` block). `*_tool_result` stands for every type with that suffix.
   */
  blocks?: readonly string[];
  /** Top-level request fields, present with any value (null included). */
  fields?: readonly string[];
  /** A `cache_control` anywhere: on the request, a tool, a system block or a block in `messages` at any depth. */
  cacheControl?: boolean;
}

/** A rule's meta after `createRule` and its dialect: docs URL, default severity, dialect and targets filled in. */
export interface ResolvedRuleMeta extends RuleMeta {
  id: string;
  dialect: DialectId;
  defaultSeverity: Severity;
  targets: Target[];
  docsUrl: string;
  /** The HTTP status the provider answers a request this rule finds with: `api.httpStatus`, else 400; none for a rule whose finding the API accepts. */
  httpStatus: number | undefined;
}

/** A place in the request a finding can be reported at: its JSON pointer, and the path the provider writes for it. */
export interface Node {
  /** JSON pointer (RFC 6901) into the request. */
  readonly pointer: string;
  /** The provider's path for it, in the dialect's path form (`messages.3.content.0`, `messages[3].tool_calls[0]`); "" for the request. */
  readonly path: string;
}

/** Makes the node below a parent at a key, in a dialect's path form: a linter's `NodeCache`, which keeps the places requests repeat. */
export interface NodeMaker {
  child(parent: Node, key: string | number): Node;
}

export interface Report {
  messageId: string;
  /**
   * Where the finding is: a node of the dialect's model, `context.at(node, ...keys)` or `context.root`. Its pointer
   * is the diagnostic's; its path fills the message's `{{path}}` and is the diagnostic's path, unless `data.path`
   * names the path the provider's message names instead.
   */
  at: Node;
  data?: Record<string, string | number>;
  /** A hint id of the rule's `meta.hints`, filled from `data`; an id the rule does not have is an error. */
  hint?: string | undefined;
  /** Absent or undefined: no fix. */
  fix?: Fix | undefined;
  suggestions?: Fix[] | undefined;
  /**
   * A number the provider's text gives as the body writes it (OpenAI's `got 99.0`): `key` is the entry of `data` that
   * holds it, `print` turns the JSON literal at `at` into the provider's form (undefined: keep `data`'s). Applied when
   * msglint lints text: a parsed value no longer tells `99.0` from `99`.
   */
  literal?: { key: string; print: (literal: string) => string | undefined } | undefined;
}

export interface RuleContext<Model = unknown> {
  /** The request as linted (a bare list of messages is wrapped as the dialect's body, `{ messages }`). */
  readonly request: Readonly<Record<string, unknown>>;
  /** The dialect's model of the request (messages, blocks, turns), built once per request and shared by every rule. */
  readonly model: Model;
  readonly settings: ResolvedSettings;
  /** The rule's options from configuration (everything after the level). */
  readonly options: readonly unknown[];
  /** The request itself as a node: pointer "", path "". */
  readonly root: Node;
  /** The node below `node` at `keys`: its pointer extended, its path in the dialect's path form. */
  at(node: Node, ...keys: (string | number)[]): Node;
  /** The dialect's state for this linter: what outlives one request (loaded schemas, caches). */
  readonly state: unknown;
  /** The request's API version has a schema msglint can load but has not: the result says so, as data. */
  needsApiVersion(apiVersion: string): void;
  report(report: Report): void;
}

/** Called for the request, once, before the walk. */
export type RequestVisitor<Model = unknown> = (context: RuleContext<Model>) => void;
/** Called for each node of a kind the dialect's walk visits (`block`, `block:tool_use`, `message`, …). */
export type NodeVisitor<Model = unknown> = (node: never, context: RuleContext<Model>) => void;

/** A rule's visitors: `request` runs first, then the nodes the dialect's walk visits, keyed `kind` or `kind:type`. */
export interface RuleVisitors<Model = unknown> {
  request?: RequestVisitor<Model>;
  [kind: string]: RequestVisitor<Model> | NodeVisitor<Model> | undefined;
}

// `any` by default: a list of rules holds rules of several dialects, each reading its own model.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Rule<Model = any> {
  meta: ResolvedRuleMeta;
  /** Absent for findings the engine itself makes (syntax errors, unrecognised input). */
  visit?: RuleVisitors<Model>;
}

/** A rule as its file writes it: meta and the visitors that hold its domain logic. */
export interface RuleDefinition<Model> {
  meta: RuleMeta;
  visit?: RuleVisitors<Model>;
}

/** A rule selected for a request, with the severity and options the settings give it. */
export interface ActiveRule {
  rule: Rule;
  severity: Severity;
  options: unknown[];
}

/**
 * How a text is read. `json` and `jsonl` say how it is split into documents (the content decides what they hold);
 * `claude-code` (a Claude Code session transcript), `batch` (Message Batches requests) and `har` (an HTTP
 * capture) name the format outright. `auto` looks at the content and the file name.
 */
export type InputFormat = "auto" | "json" | "jsonl" | "claude-code" | "batch" | "har";

export interface LintOptions {
  settings?: LintSettings;
  /** Rule levels by id; rules not named use their default (on when recommended for the target). */
  rules?: Record<string, RuleSetting>;
  /** Used to pick the input format (`.jsonl`) and nothing else: the engine reads no files. */
  filePath?: string;
  format?: InputFormat;
}
