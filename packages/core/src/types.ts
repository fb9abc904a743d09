/** Public types of @msglint/core. Every type a user of the API sees lives here. */

/** `api`: the API rejects the request (HTTP 400). `risk`: accepted, but almost surely a bug. */
export type RuleCategory = "api" | "risk";

/** The platform the request is sent to; rules relaxed on one platform may still hold on another. */
export type Target = "anthropic" | "bedrock" | "vertex";

export type Severity = "error" | "warning";

/** A rule's configured level, as in ESLint: `off`, `warn`, `error` (or 0, 1, 2). */
export type RuleLevel = "off" | "warn" | "error" | 0 | 1 | 2;
export type RuleSetting = RuleLevel | [RuleLevel, ...unknown[]];

/** Where and how a request is sent: rules that depend on the platform, the model or the API version read these. */
export interface LintSettings {
  /** Default `anthropic` (the first-party API). */
  target?: Target;
  /** Overrides the request's `model`. */
  model?: string;
  /** `anthropic-version`; default `2023-06-01`. */
  apiVersion?: string;
  /** `anthropic-beta` values sent with the request, where known. */
  betas?: string[];
}

/** The settings after defaults, as rules see them. */
export interface ResolvedSettings {
  target: Target;
  model: string | undefined;
  apiVersion: string;
  betas: string[] | undefined;
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
  /** The platforms whose API enforces the rule; the rule is on by default only for these. Default: all. */
  targets?: Target[];
  /** The rule can offer a `fix` that keeps meaning. */
  fixable?: boolean;
  /** The rule can offer `suggestions` that change meaning. */
  hasSuggestions?: boolean;
  /**
   * Message templates, keyed by message id, with `{{placeholder}}`s. Each reproduces the API's text exactly;
   * its first sentence stands alone (SARIF uses it as the alert title).
   */
  messages: Record<string, string>;
  /** Numbered row or section in api-rules.md that specifies the rule, for the docs. */
  spec?: string;
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

/**
 * A rule's precondition, checked against the index `buildConversation` makes while it reads the messages. The
 * rule runs when the request holds any one of the things listed.
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

/** A rule's meta after `createRule`: docs URL and default severity filled in. */
export interface ResolvedRuleMeta extends RuleMeta {
  id: string;
  defaultSeverity: Severity;
  targets: Target[];
  docsUrl: string;
}

export interface Report {
  messageId: string;
  data?: Record<string, string | number>;
  /** The API's path for the message's prefix is built by the rule; the pointer is into the request. */
  pointer: string;
  path: string;
  hint?: string;
  fix?: Fix;
  suggestions?: Fix[];
}

export interface RuleContext {
  /** The request as linted (a bare `messages` array is wrapped as `{ messages }`). */
  readonly request: Readonly<Record<string, unknown>>;
  /** Messages, blocks and merged turns, computed once per request and shared by every rule. */
  readonly conversation: import("./dialects/anthropic/conversation.js").Conversation;
  readonly settings: ResolvedSettings;
  /** The rule's options from configuration (everything after the level). */
  readonly options: readonly unknown[];
  report(report: Report): void;
}

export interface Rule {
  meta: ResolvedRuleMeta;
  /** Absent for findings the engine itself makes (syntax errors, unrecognised input). */
  check?: (context: RuleContext) => void;
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
