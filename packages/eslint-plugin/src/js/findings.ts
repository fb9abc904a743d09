/**
 * Requests built in code: the object literal passed to `*.messages.create/stream/parse/countTokens(...)` (the
 * same under `beta.messages`), to `*.messages.batches.create(...)`, to `@google/genai`'s
 * `*.models.generateContent(...)` (linted as the REST body the SDK sends), and the input of the AWS SDK's
 * `new ConverseCommand(...)`, `new ConverseStreamCommand(...)` and `*.converse(...)` (a Converse body and its
 * `modelId`), read statically and linted by core once per call for all the rules ESLint runs on the file.
 */
import { type DialectId, type Linter, type Diagnostic, type LintSettings, type LocatedValue, type ValueLocator } from "@msglint/core";
import { byRule, coreRuleLevels, EnabledRules, RunCache, withApiVersions } from "../core-run.js";
import { evaluate, type EsNode, type EsScope, type Evaluation } from "./evaluate.js";

const REQUEST_METHODS = new Set(["create", "stream", "parse", "countTokens"]);
/** The `openai` client's calls that send a request body. */
const OPENAI_METHODS = new Set(["create", "stream", "parse"]);

function propertyName(member: EsNode): string | undefined {
  const property = member.property as EsNode;
  if (!member.computed && property.type === "Identifier") return property.name as string;
  if (member.computed && property.type === "Literal" && typeof property.value === "string") return property.value;
  return undefined;
}

/** `@google/genai`'s calls that send a `generateContent` body: `ai.models.generateContent({model, contents, config})`. */
const GEMINI_METHODS = new Set(["generateContent", "generateContentStream"]);

/** AWS SDK v3 commands and methods that send a Bedrock Converse body (with its `modelId`). */
const CONVERSE_COMMANDS = new Set(["ConverseCommand", "ConverseStreamCommand"]);
const CONVERSE_METHODS = new Set(["converse", "converseStream"]);

/** `new ConverseCommand({...})`, `new ConverseStreamCommand({...})`, `bedrock.converse({...})`: the input holds a Converse body and its `modelId`. */
export function isConverseCall(call: EsNode): boolean {
  const callee = call.callee as EsNode;
  if (call.type === "NewExpression") return callee.type === "Identifier" && CONVERSE_COMMANDS.has(callee.name as string);
  return callee.type === "MemberExpression" && CONVERSE_METHODS.has(propertyName(callee) ?? "");
}

/** The request body argument of a Messages API, Chat Completions, Responses, `@google/genai` `generateContent` or Converse call, or undefined for any other call. */
export function requestArgument(call: EsNode): EsNode | undefined {
  return requestCall(call)?.argument;
}

/** The request body argument of a call, and the format the call names (a batch's requests name their own). */
function requestCall(call: EsNode): { argument: EsNode; dialect?: DialectId } | undefined {
  const callee = call.callee as EsNode;
  const argument = (call.arguments as EsNode[] | undefined)?.[0];
  if (!argument || argument.type === "SpreadElement") return undefined;
  if (isConverseCall(call)) return { argument, dialect: "bedrock-converse" };
  if (callee.type !== "MemberExpression") return undefined;
  const method = propertyName(callee);
  const owner = callee.object as EsNode;
  if (owner.type !== "MemberExpression" || method === undefined) return undefined;
  const ownerName = propertyName(owner);
  if (ownerName === "models" && GEMINI_METHODS.has(method)) return { argument, dialect: "gemini" };
  // The call names the format: a Messages API body is not detected as another (a Chat body for Claude is one).
  if (ownerName === "messages" && REQUEST_METHODS.has(method)) return { argument, dialect: "anthropic" };
  const grandOwner = owner.object as EsNode;
  const grandName = grandOwner.type === "MemberExpression" ? propertyName(grandOwner) : undefined;
  if (ownerName === "batches" && method === "create" && grandName === "messages") return { argument };
  if (!OPENAI_METHODS.has(method)) return undefined;
  if (ownerName === "completions" && grandName === "chat") return { argument, dialect: "openai-chat" };
  if (ownerName === "responses") return { argument, dialect: "openai-responses" };
  return undefined;
}

export interface CallFindings {
  evaluation: Evaluation;
  argument: EsNode;
  diagnostics: Diagnostic[];
}

interface CallCache {
  argument: EsNode;
  /** The format the call names (`openai-chat` for `chat.completions.create`); undefined for a batch, read as any input is. */
  dialect: DialectId | undefined;
  /** The ESLint settings with the call's format, one object per settings object (runs are cached by it). */
  settings: WeakMap<LintSettings, LintSettings>;
  /** Undefined when the request has dynamic parts, or is not a Messages API body. */
  evaluation: Evaluation | undefined;
  /** For a `generateContent` call: the REST body the SDK sends, and where each of its places is in the call's argument. */
  gemini?: GeminiBody;
  /** For a Converse call: the body without `modelId`, and the model it names. */
  converse?: { body: Record<string, unknown>; model: string | undefined };
  runs: RunCache<Map<string, Diagnostic[]>>;
}

/** The body `@google/genai` sends for `{model, contents, config}`, and the argument's pointer for a body pointer. */
interface GeminiBody {
  body: Record<string, unknown>;
  model: string | undefined;
  toArgument(pointer: string): string;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** The `config` fields the SDK moves to the top of the body; the rest go into `generationConfig`. */
const TOP_LEVEL_CONFIG = new Set(["systemInstruction", "tools", "toolConfig", "safetySettings", "cachedContent", "labels"]);
/** The `config` fields that are the SDK's own (transport, abort), not sent. */
const CLIENT_CONFIG = new Set(["httpOptions", "abortSignal", "automaticFunctionCalling"]);

/**
 * The REST body of a `generateContent` call whose `contents` is a list of `{role, parts}` (the SDK's other
 * shorthands, a string or bare parts, are left alone), with `config` split as the SDK splits it.
 */
function geminiBody(value: unknown): GeminiBody | undefined {
  if (!isObject(value) || !Array.isArray(value.contents) || !value.contents.every((c) => isObject(c) && ("parts" in c || "role" in c)))
    return undefined;
  const body: Record<string, unknown> = { contents: value.contents };
  const generationConfig: Record<string, unknown> = {};
  const config = isObject(value.config) ? value.config : {};
  for (const [key, field] of Object.entries(config)) {
    if (CLIENT_CONFIG.has(key)) continue;
    if (!TOP_LEVEL_CONFIG.has(key)) generationConfig[key] = field;
    // A string system instruction is sent as a content of one text part.
    else body[key] = key === "systemInstruction" && typeof field === "string" ? { parts: [{ text: field }] } : field;
  }
  if (Object.keys(generationConfig).length > 0) body.generationConfig = generationConfig;
  const stringSystem = typeof config.systemInstruction === "string";
  return {
    body,
    model: typeof value.model === "string" ? value.model : undefined,
    toArgument(pointer) {
      if (pointer === "" || pointer.startsWith("/contents")) return pointer;
      if (pointer.startsWith("/generationConfig")) return `/config${pointer.slice("/generationConfig".length)}`;
      if (stringSystem && pointer.startsWith("/systemInstruction")) return "/config/systemInstruction";
      return `/config${pointer}`;
    },
  };
}

const calls = new WeakMap<EsNode, CallCache>();
const enabledByProgram = new WeakMap<object, EnabledRules>();

/** Marks a rule as running on the file, so core runs the same set of rules as ESLint does. */
export function enableJsRule(program: object, ruleId: string): void {
  let enabled = enabledByProgram.get(program);
  if (!enabled) enabledByProgram.set(program, (enabled = new EnabledRules()));
  enabled.add(ruleId);
}

function isRequestBody(value: unknown): boolean {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    Array.isArray(record.messages) ||
    (Array.isArray(record.requests) && record.requests.length > 0) ||
    Array.isArray(record.input) ||
    typeof record.input === "string"
  );
}

/** Rule `ruleId`'s findings in the request the call sends; undefined when the call sends no static request. */
export function callFindings(
  call: EsNode,
  program: object,
  scopeOf: (node: EsNode) => EsScope,
  settings: LintSettings,
  ruleId: string,
  linter: Linter,
): CallFindings | undefined {
  let cached = calls.get(call);
  if (!cached) {
    const { argument, dialect } = requestCall(call)!;
    const evaluation = evaluate(argument, scopeOf, call);
    if (isConverseCall(call)) {
      const input = evaluation?.value;
      const isObject = input !== null && typeof input === "object" && !Array.isArray(input);
      // The SDK's input carries the URL's `modelId`; the body is the rest (its pointers are unchanged).
      const { modelId, ...body } = isObject ? (input as Record<string, unknown>) : {};
      const converse = { body, model: typeof modelId === "string" ? modelId : undefined };
      cached = { argument, dialect, settings: new WeakMap(), evaluation: isObject ? evaluation : undefined, converse, runs: new RunCache() };
    } else {
      const gemini = evaluation ? geminiBody(evaluation.value) : undefined;
      const body = evaluation && (gemini !== undefined || isRequestBody(evaluation.value)) ? evaluation : undefined;
      cached = { argument, dialect, settings: new WeakMap(), evaluation: body, runs: new RunCache(), ...(gemini ? { gemini } : {}) };
    }
    calls.set(call, cached);
  }
  const { evaluation, argument, gemini, converse, dialect } = cached;
  if (!evaluation) return undefined;
  if (dialect !== undefined) {
    let own = cached.settings.get(settings);
    if (own === undefined) cached.settings.set(settings, (own = { ...settings, dialect }));
    settings = own;
  }
  const enabled = enabledByProgram.get(program) ?? new EnabledRules();
  const withModel = (dialect: string, model: string | undefined): LintSettings => ({
    ...settings,
    dialect,
    ...(settings.model === undefined && model !== undefined ? { model } : {}),
  });
  const used: LintSettings = converse ? withModel("bedrock-converse", converse.model) : gemini ? withModel("gemini", gemini.model) : settings;
  const run = cached.runs.get(used, enabled, () => {
    if (converse) return byRule(linter.verifyValue(converse.body, { settings: used, rules: coreRuleLevels(linter, enabled) }).diagnostics);
    if (!gemini)
      return byRule(withApiVersions(linter, () => linter.verifyValue(evaluation.value, { settings, rules: coreRuleLevels(linter, enabled) })));
    // Findings move back to the places the call wrote.
    const found = linter.verifyValue(gemini.body, { settings: used, rules: coreRuleLevels(linter, enabled) }).diagnostics;
    // Edits are on the body the SDK builds, not on the code: no fix is offered here.
    return byRule(found.map(({ fix: _fix, suggestions: _suggestions, ...rest }) => ({ ...rest, pointer: gemini.toArgument(rest.pointer) })));
  });
  return { evaluation, argument, diagnostics: run.get(ruleId) ?? [] };
}

/** The deepest literal on a finding's path: where it is reported. */
export function reportNode(evaluation: Evaluation, pointer: string, fallback: EsNode): EsNode {
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf("/"))) {
    const node = evaluation.literals.get(p);
    if (node) return node;
    if (p === "") return fallback;
  }
}

/**
 * Where the request's values stand in the code, for fixes. Only what is written inside the call's argument
 * can be edited (a constant declared elsewhere may serve other calls), and only in containers written as
 * plain literals (no spreads, shorthands, computed or repeated keys).
 */
export function codeLocator(evaluation: Evaluation, argument: EsNode): ValueLocator {
  const [from, to] = argument.range;
  const inside = (node: EsNode) => node.range[0] >= from && node.range[1] <= to;
  const root = evaluation.literals.get("")!;
  return {
    value: evaluation.value,
    root: { start: root.range[0], end: root.range[1] },
    locate(pointers) {
      const out = new Map<string, LocatedValue>();
      for (const pointer of pointers) {
        if (pointer === "") {
          if (inside(root)) out.set(pointer, { start: root.range[0], end: root.range[1] });
          continue;
        }
        const site = evaluation.sites.get(pointer);
        if (!site || !inside(site) || !evaluation.editable.has(pointer.slice(0, pointer.lastIndexOf("/")))) continue;
        const key = evaluation.keys.get(pointer);
        out.set(pointer, {
          start: site.range[0],
          end: site.range[1],
          ...(key ? { key: { start: key.range[0], end: key.range[1] } } : {}),
        });
      }
      return out;
    },
  };
}
