/**
 * Requests built in code: the object literal passed to `*.messages.create/stream/parse/countTokens(...)` (the
 * same under `beta.messages`) or to `*.messages.batches.create(...)`, and the input of the AWS SDK's
 * `new ConverseCommand(...)`, `new ConverseStreamCommand(...)` and `*.converse(...)` (a Converse body and its
 * `modelId`), read statically and linted by core once per call for all the rules ESLint runs on the file.
 */
import { lintValue, type Diagnostic, type LintSettings, type LocatedValue, type ValueLocator } from "@msglint/core";
import { byRule, coreRuleLevels, EnabledRules, RunCache } from "../core-run.js";
import { evaluate, type EsNode, type EsScope, type Evaluation } from "./evaluate.js";

const REQUEST_METHODS = new Set(["create", "stream", "parse", "countTokens"]);

function propertyName(member: EsNode): string | undefined {
  const property = member.property as EsNode;
  if (!member.computed && property.type === "Identifier") return property.name as string;
  if (member.computed && property.type === "Literal" && typeof property.value === "string") return property.value;
  return undefined;
}

/** AWS SDK v3 commands and methods that send a Bedrock Converse body (with its `modelId`). */
const CONVERSE_COMMANDS = new Set(["ConverseCommand", "ConverseStreamCommand"]);
const CONVERSE_METHODS = new Set(["converse", "converseStream"]);

/** `new ConverseCommand({...})`, `new ConverseStreamCommand({...})`, `bedrock.converse({...})`: the input holds a Converse body and its `modelId`. */
export function isConverseCall(call: EsNode): boolean {
  const callee = call.callee as EsNode;
  if (call.type === "NewExpression") return callee.type === "Identifier" && CONVERSE_COMMANDS.has(callee.name as string);
  return callee.type === "MemberExpression" && CONVERSE_METHODS.has(propertyName(callee) ?? "");
}

/** The request body argument of a Messages API call or a Converse command, or undefined for any other call. */
export function requestArgument(call: EsNode): EsNode | undefined {
  const callee = call.callee as EsNode;
  const argument = (call.arguments as EsNode[] | undefined)?.[0];
  if (!argument || argument.type === "SpreadElement") return undefined;
  if (isConverseCall(call)) return argument;
  if (callee.type !== "MemberExpression") return undefined;
  const method = propertyName(callee);
  const owner = callee.object as EsNode;
  if (owner.type !== "MemberExpression") return undefined;
  const ownerName = propertyName(owner);
  if (ownerName === "messages" && method !== undefined && REQUEST_METHODS.has(method)) return argument;
  const grandOwner = owner.object as EsNode;
  if (ownerName === "batches" && method === "create" && grandOwner.type === "MemberExpression" && propertyName(grandOwner) === "messages") {
    return argument;
  }
  return undefined;
}

export interface CallFindings {
  evaluation: Evaluation;
  argument: EsNode;
  diagnostics: Diagnostic[];
}

interface CallCache {
  argument: EsNode;
  /** Undefined when the request has dynamic parts, or is not a Messages API body. */
  evaluation: Evaluation | undefined;
  /** For a Converse call: the body without `modelId`, and the model it names. */
  converse?: { body: Record<string, unknown>; model: string | undefined };
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
  return Array.isArray(record.messages) || (Array.isArray(record.requests) && record.requests.length > 0);
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
    const argument = requestArgument(call)!;
    const evaluation = evaluate(argument, scopeOf, call);
    if (isConverseCall(call)) {
      const input = evaluation?.value;
      const isObject = input !== null && typeof input === "object" && !Array.isArray(input);
      // The SDK's input carries the URL's `modelId`; the body is the rest (its pointers are unchanged).
      const { modelId, ...body } = isObject ? (input as Record<string, unknown>) : {};
      const converse = { body, model: typeof modelId === "string" ? modelId : undefined };
      cached = { argument, evaluation: isObject ? evaluation : undefined, converse, runs: new RunCache() };
    } else {
      cached = { argument, evaluation: evaluation && isRequestBody(evaluation.value) ? evaluation : undefined, runs: new RunCache() };
    }
    calls.set(call, cached);
  }
  const { evaluation, argument, converse } = cached;
  if (!evaluation) return undefined;
  const enabled = enabledByProgram.get(program) ?? new EnabledRules();
  const value = converse ? converse.body : evaluation.value;
  const used: LintSettings = converse
    ? { ...settings, dialect: "bedrock-converse", ...(settings.model === undefined && converse.model !== undefined ? { model: converse.model } : {}) }
    : settings;
  const run = cached.runs.get(used, enabled, () => byRule(lintValue(value, { settings: used, rules: coreRuleLevels(enabled) })));
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
