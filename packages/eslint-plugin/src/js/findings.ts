/**
 * Requests built in code: the object literal passed to `*.messages.create/stream/parse/countTokens(...)` (the
 * same under `beta.messages`) or to `*.messages.batches.create(...)`, and to the `openai` client's
 * `*.chat.completions.create/stream/parse(...)` and `*.responses.create/stream/parse(...)` (linted in their own
 * formats), read statically and linted by core once per call for all the rules ESLint runs on the file.
 */
import { lintValue, type DialectId, type Diagnostic, type LintSettings, type LocatedValue, type ValueLocator } from "@msglint/core";
import { byRule, coreRuleLevels, EnabledRules, RunCache } from "../core-run.js";
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

/** The request body argument of a Messages API, Chat Completions or Responses call, or undefined for any other call. */
export function requestArgument(call: EsNode): EsNode | undefined {
  return requestCall(call)?.argument;
}

/** The request body argument of a call, and the format the call names (a batch's requests name their own). */
function requestCall(call: EsNode): { argument: EsNode; dialect?: DialectId } | undefined {
  const callee = call.callee as EsNode;
  const argument = (call.arguments as EsNode[])[0];
  if (callee.type !== "MemberExpression" || !argument || argument.type === "SpreadElement") return undefined;
  const method = propertyName(callee);
  const owner = callee.object as EsNode;
  if (owner.type !== "MemberExpression" || method === undefined) return undefined;
  const ownerName = propertyName(owner);
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
  runs: RunCache<Map<string, Diagnostic[]>>;
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
): CallFindings | undefined {
  let cached = calls.get(call);
  if (!cached) {
    const { argument, dialect } = requestCall(call)!;
    const evaluation = evaluate(argument, scopeOf, call);
    cached = {
      argument,
      dialect,
      settings: new WeakMap(),
      evaluation: evaluation && isRequestBody(evaluation.value) ? evaluation : undefined,
      runs: new RunCache(),
    };
    calls.set(call, cached);
  }
  const { evaluation, argument, dialect } = cached;
  if (!evaluation) return undefined;
  if (dialect !== undefined) {
    let own = cached.settings.get(settings);
    if (own === undefined) cached.settings.set(settings, (own = { ...settings, dialect }));
    settings = own;
  }
  const enabled = enabledByProgram.get(program) ?? new EnabledRules();
  const run = cached.runs.get(settings, enabled, () => byRule(lintValue(evaluation.value, { settings, rules: coreRuleLevels(enabled) })));
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
