/**
 * Checks for requests on their way out: the `@anthropic-ai/sdk` middleware and a `fetch` wrapper for any
 * client that takes one (the `openai` client's `fetch` option included). Both read the JSON body of Messages API,
 * Chat Completions and Responses calls, take the API version and betas from the request's headers (the format and
 * target of an OpenAI call from its URL), and throw, warn or repair before anything is sent. Web-standard types only.
 */
import type { Linter } from "../engine/linter.js";
import { defaultLinter } from "../linter.js";
import { repair, type RepairChange, type RepairStrategyName } from "../repair.js";
import type { Diagnostic, LintOptions } from "../types.js";
import { messagesEndpoint } from "../sources/har.js";
import { MsglintError, sendingRules } from "./assert-valid.js";

// Every runtime msglint supports has it; declared here because the engine's lib has no DOM or Node types.
declare const TextDecoder: new () => { decode(input: Uint8Array): string };

/** Paths of the calls whose bodies hold requests: Messages, token counting, batches; Bedrock and Vertex forms; Bedrock Converse. */
const CHECKED_PATH =
  /\/v1\/messages(\/count_tokens|\/batches)?$|\/model\/[^/]+\/(invoke(-with-response-stream)?|converse(-stream)?)$|:(stream)?[rR]awPredict$/;

/** A wrapper's options (`withMsglint`, `msglintMiddleware`, `msglintBedrockPlugin`): it reads `settings` and `rules` when it is made. */
export interface GuardOptions extends Omit<LintOptions, "filePath" | "format"> {
  /** The linter that checks the requests (its loaded schemas and caches); default: the default linter. */
  linter?: Linter;
  /** `throw` (default) stops the request; `warn` reports and sends it; `repair` applies `strategies` and sends the result. */
  mode?: "throw" | "warn" | "repair";
  /** Called with the error findings in `warn` mode, and with what remains after a repair. */
  onDiagnostics?: (diagnostics: Diagnostic[], url: string) => void;
  /** For `repair` mode. */
  strategies?: readonly RepairStrategyName[];
  /** Called with every change a repair made. */
  onRepair?: (changes: RepairChange[], url: string) => void;
}

interface HeadersLike {
  get(name: string): string | null;
}

export interface OutgoingRequest {
  url: string;
  method: string;
  headers: HeadersLike;
  /** The body as text, when it is text. */
  body: string | undefined;
}

export interface GuardDecision {
  /** The body to send instead, after a repair. */
  body?: string;
}

/** Reads `anthropic-version` and `anthropic-beta` into lint settings; explicit settings win. */
function settingsFrom(headers: HeadersLike, options: GuardOptions): LintOptions["settings"] {
  const version = headers.get("anthropic-version");
  const beta = headers.get("anthropic-beta");
  return {
    ...(version ? { apiVersion: version } : {}),
    ...(beta
      ? {
          betas: beta
            .split(",")
            .map((b) => b.trim())
            .filter(Boolean),
        }
      : {}),
    ...options.settings,
  };
}

/**
 * How a wrapper lints the requests it sees, by what their URL and headers say (one or two distinct ones for a client):
 * whether the call is checked, and its lint options, made once each. A wrapper keeps one; settings and rules are read
 * from its options when it is made.
 */
class GuardPlans {
  /** Most recently used last: a client that sends to many endpoints keeps the newest. */
  readonly #byKey = new Map<string, LintOptions | null>();
  readonly #options: GuardOptions;
  /** API versions whose schemas the linter has loaded (or has none for): asked once each. */
  readonly #loaded = new Set<string>();

  constructor(options: GuardOptions) {
    this.#options = {
      ...options,
      ...(options.settings ? { settings: { ...options.settings } } : {}),
      ...(options.rules ? { rules: { ...options.rules } } : {}),
    };
  }

  /** The lint options for a POST to `url` with these headers; null: a call msglint does not check. */
  lintOptions(url: string, headers: HeadersLike): LintOptions | null {
    const version = headers.get("anthropic-version");
    const beta = headers.get("anthropic-beta");
    const key = `${url}\u0000${version ?? "\u0001"}\u0000${beta ?? "\u0001"}`;
    let plan = this.#byKey.get(key);
    if (plan === undefined) {
      plan = lintOptionsFor(url, headers, this.#options);
      if (this.#byKey.size >= MAX_PLANS) this.#byKey.delete(this.#byKey.keys().next().value!);
    } else this.#byKey.delete(key);
    this.#byKey.set(key, plan);
    return plan;
  }

  /**
   * Loads the schema of the API version a request is sent with (explicit settings win), for the synchronous
   * `guardRequest`; undefined when there is nothing to wait for, so a request to a loaded version awaits nothing.
   */
  loadVersion(headers: HeadersLike): Promise<void> | undefined {
    const version = this.#options.settings?.apiVersion ?? headers.get("anthropic-version");
    if (!version || this.#loaded.has(version)) return undefined;
    return (this.#options.linter ?? defaultLinter()).loadApiVersion(version).then(() => {
      this.#loaded.add(version);
    });
  }
}

/** Distinct URL and header pairs a wrapper remembers. */
const MAX_PLANS = 16;

/** The lint options for a POST to `url`, or null when the call is not one msglint checks. */
function lintOptionsFor(url: string, headers: HeadersLike, options: GuardOptions): LintOptions | null {
  const path = url.replace(/[?#].*$/, "");
  // A call of another format than the Messages API names it in its URL (Converse also its model; Azure OpenAI and the
  // compatible servers their target); a Messages API call is one of the checked paths, and Bedrock's `invoke` and
  // Vertex AI's `rawPredict` name their platform and model in it too, as a HAR capture's URL does.
  const endpoint = messagesEndpoint(url);
  if (endpoint?.dialect === undefined && !CHECKED_PATH.test(path)) return null;
  return {
    settings: endpoint?.dialect
      ? { ...endpoint.settings, dialect: endpoint.dialect, ...options.settings }
      : { ...(endpoint?.settings ?? { endpoint: url }), ...settingsFrom(headers, options) },
    format: "json",
    rules: sendingRules(options.rules),
  };
}

/** The decision for one outgoing request: throws `MsglintError` in `throw` mode when the API would reject it. */
export function guardRequest(request: OutgoingRequest, options: GuardOptions = {}): GuardDecision {
  return guardPlanned(request, options, new GuardPlans(options));
}

/** `guardRequest` for a wrapper, which keeps its `plans` (each URL and headers read once) from one request to the next. */
function guardPlanned(request: OutgoingRequest, options: GuardOptions, plans: GuardPlans): GuardDecision {
  if (request.method.toUpperCase() !== "POST" || request.body === undefined) return {};
  const lintOptions = plans.lintOptions(request.url, request.headers);
  if (lintOptions === null) return {};
  const { url, body } = request;
  const linter = options.linter ?? defaultLinter();
  const errors = () => linter.verifyText(body, lintOptions).diagnostics.filter((d) => d.severity === "error");
  const mode = options.mode ?? "throw";
  if (mode === "repair") {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      throw new MsglintError(errors());
    }
    const { request: repaired, changes } = repair(value, {
      strategies: options.strategies ?? [],
      ...(lintOptions.settings ? { settings: lintOptions.settings } : {}),
    });
    if (changes.length) options.onRepair?.(changes, url);
    const sent = changes.length ? JSON.stringify(repaired) : body;
    const left = linter.verifyText(sent, lintOptions).diagnostics.filter((d) => d.severity === "error");
    if (left.length) options.onDiagnostics?.(left, url);
    return changes.length ? { body: sent } : {};
  }
  const found = errors();
  if (found.length === 0) return {};
  if (mode === "warn") {
    options.onDiagnostics?.(found, url);
    return {};
  }
  throw new MsglintError(found);
}

/** The `APIRequest` the SDK hands its middleware: a `RequestInit` with the URL. */
export interface MiddlewareRequest {
  url: string;
  method?: string | undefined;
  headers?: unknown;
  body?: unknown;
}

/** Headers as the guard reads them: a `Headers`, or a record or list of pairs, read by case-insensitive name (two reads a request). */
function toHeaders(headers: unknown): HeadersLike {
  if (headers && typeof (headers as HeadersLike).get === "function") return headers as HeadersLike;
  const pairs = Array.isArray(headers) ? (headers as [string, unknown][]) : undefined;
  const record = !pairs && headers && typeof headers === "object" ? (headers as Record<string, unknown>) : undefined;
  return {
    get(name) {
      const wanted = name.toLowerCase();
      // The last of several spellings wins, as a Map built from them kept it.
      let found: string | null = null;
      if (pairs) for (const [key, value] of pairs) if (key.toLowerCase() === wanted) found = String(value);
      if (record) for (const key of Object.keys(record)) if (key.toLowerCase() === wanted) found = String(record[key]);
      return found;
    },
  };
}

/**
 * Middleware for `@anthropic-ai/sdk` ≥ 1.0 (`new Anthropic({ middleware: [msglintMiddleware()] })`). It sees
 * the canonical request on every backend (Bedrock and Vertex adapt inside `next`).
 */
export function msglintMiddleware(options: GuardOptions = {}) {
  const plans = new GuardPlans(options);
  return async <Q extends MiddlewareRequest, R>(request: Q, next: (request: Q) => Promise<R>): Promise<R> => {
    const headers = toHeaders(request.headers);
    const loading = plans.loadVersion(headers);
    if (loading) await loading;
    const decision = guardPlanned(
      { url: request.url, method: request.method ?? "GET", headers, body: typeof request.body === "string" ? request.body : undefined },
      options,
      plans,
    );
    if (decision.body === undefined) return next(request);
    (request.headers as { delete?: (name: string) => void } | undefined)?.delete?.("content-length");
    return next({ ...request, body: decision.body });
  };
}

/** Any fetch: the wrapper returns the same type it was given. */
type AnyFetch = (input: never, init?: never) => Promise<unknown>;
type LooseFetch = (input: unknown, init?: Record<string, unknown>) => Promise<unknown>;

/**
 * Wraps a `fetch` so that Messages API calls are checked before they are sent. For clients that take a
 * `fetch` option: the Anthropic SDK, the Vercel AI SDK's Anthropic provider, LangChain.
 */
export function withMsglint<F extends AnyFetch>(fetchImpl: F, options: GuardOptions = {}): F {
  const send = fetchImpl as unknown as LooseFetch;
  const plans = new GuardPlans(options);
  const guarded: LooseFetch = async (input, init) => {
    const request = input as { url?: string; href?: string; method?: string; headers?: unknown; clone?: () => { text(): Promise<string> } };
    // A string, a URL (it has `href`), or a Request (it has `url`).
    const isUrl = typeof input === "string" || typeof request.href === "string";
    const url = typeof input === "string" ? input : String(request.href ?? request.url);
    const method = String(init?.method ?? request.method ?? "GET");
    const headers = toHeaders(init?.headers ?? request.headers);
    let body: string | undefined;
    if (typeof init?.body === "string") body = init.body;
    else if (init?.body === undefined && typeof request.clone === "function" && method.toUpperCase() === "POST") body = await request.clone().text();
    const loading = plans.loadVersion(headers);
    if (loading) await loading;
    const decision = guardPlanned({ url, method, headers, body }, options, plans);
    if (decision.body === undefined) return send(input, init);
    return send(isUrl ? input : url, { ...init, method, headers: init?.headers ?? request.headers, body: decision.body });
  };
  return guarded as unknown as F;
}

/** The parts of an AWS SDK v3 `HttpRequest` the middleware reads and writes. */
interface AwsHttpRequest {
  method: string;
  protocol?: string;
  hostname?: string;
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

/** The parts of an AWS SDK v3 middleware stack the plugin uses (`client.middlewareStack`). */
export interface AwsMiddlewareStack {
  addRelativeTo(
    middleware: (next: (args: { request: unknown }) => Promise<unknown>) => (args: { request: unknown }) => Promise<unknown>,
    options: { relation: "before" | "after"; toMiddleware: string; name: string },
  ): void;
}

/**
 * A plugin for the AWS SDK v3's `BedrockRuntimeClient` (`client.middlewareStack.use(msglintBedrockPlugin())`): it
 * checks each Converse and ConverseStream body (and InvokeModel's Messages API body) right after the SDK serialises
 * it, before the content length is computed and the request is signed, so a repaired body is sent as if the caller
 * had built it. The model comes from the request's path.
 */
export function msglintBedrockPlugin(options: GuardOptions = {}) {
  return {
    // Typed loosely: any SDK version's MiddlewareStack is accepted, and used as `AwsMiddlewareStack`.
    applyToStack(stack: { addRelativeTo: (...args: never[]) => unknown }): void {
      const plans = new GuardPlans(options);
      (stack as unknown as AwsMiddlewareStack).addRelativeTo(
        (next) => async (args) => {
          const request = args.request as AwsHttpRequest;
          // The SDK serialises JSON bodies to bytes (3.1164.0: a Uint8Array that keeps its string); earlier ones to a string.
          const body =
            typeof request?.body === "string"
              ? request.body
              : request?.body instanceof Uint8Array
                ? new TextDecoder().decode(request.body)
                : undefined;
          if (request && typeof request.path === "string") {
            const url = `${request.protocol ?? "https:"}//${request.hostname ?? "bedrock-runtime"}${request.path}`;
            const decision = guardPlanned({ url, method: request.method, headers: toHeaders(request.headers), body }, options, plans);
            if (decision.body !== undefined) request.body = decision.body;
          }
          return next(args);
        },
        { relation: "after", toMiddleware: "serializerMiddleware", name: "msglintMiddleware" },
      );
    },
  };
}
