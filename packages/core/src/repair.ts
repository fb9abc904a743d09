/**
 * `repair`: named strategies the caller chooses, each the edits of one rule's fix or suggestion, applied to a
 * value until the rule is silent. Deterministic (the same input gives the same output, so the prompt cache
 * stays valid), idempotent, and every change is reported.
 */
import { defaultLinter, lintValue } from "./linter.js";
import { resolvePointer } from "./model/pointer.js";
import type { Edit, LintSettings } from "./types.js";
import { applyEdits } from "./fix/apply-edits.js";

export interface RepairStrategy {
  /** The rule whose findings the strategy repairs. */
  ruleId: string;
  /** `fix` keeps the conversation's meaning; `suggestion` changes it, and is applied only because it was chosen. */
  uses: "fix" | "suggestion";
  description: string;
}

export const repairStrategies = {
  "hoist-tool-results": {
    ruleId: "tool-result-not-first",
    uses: "fix",
    description: "Move the `tool_result` blocks of a user turn in front of its other blocks.",
  },
  "move-client-tool-use-last": {
    ruleId: "tool-use-not-last-in-assistant-turn",
    uses: "fix",
    description: "Move client `tool_use` blocks to the end of their assistant message.",
  },
  "parse-stringified-input": {
    ruleId: "tool-use-input-not-object",
    uses: "fix",
    description: "Parse a `tool_use.input` that holds a JSON object as a string into that object.",
  },
  "drop-empty-text": {
    ruleId: "text-block-empty",
    uses: "fix",
    description: "Remove empty text blocks that stand beside other blocks.",
  },
  "strip-final-whitespace": {
    ruleId: "final-assistant-trailing-whitespace",
    uses: "fix",
    description: "Strip trailing whitespace from the text of a final assistant message (a prefill).",
  },
  "synthesize-missing-results": {
    ruleId: "tool-use-missing-result",
    uses: "suggestion",
    description:
      'Answer an unanswered `tool_use` with `{"type": "tool_result", "is_error": true, "content": "The tool call was interrupted and returned no result."}` at the front of the next user turn (or in a new one).',
  },
  "drop-orphan-results": {
    ruleId: "tool-result-unexpected-id",
    uses: "suggestion",
    description: "Remove a `tool_result` whose `tool_use` is not in the assistant turn before it (its message too, when it held nothing else).",
  },
  "dedupe-results": {
    ruleId: "tool-result-duplicate-id",
    uses: "suggestion",
    description: "Remove the second and later `tool_result` blocks for the same `tool_use` in a turn.",
  },
  "gemini-merge-split-responses": {
    ruleId: "gemini-fr-count",
    uses: "fix",
    description: "Move function responses split over the user contents after a Gemini function call turn into the first of them.",
  },
  "gemini-answer-missing-calls": {
    ruleId: "gemini-fr-count",
    uses: "suggestion",
    description:
      'Answer each Gemini function call no response matches with `{"functionResponse": {"name": …, "id": …, "response": {"error": "The tool call was interrupted before it returned a result."}}}` at the front of the next content.',
  },
  "gemini-answer-unanswered-calls": {
    ruleId: "gemini-call-unanswered",
    uses: "suggestion",
    description:
      "Answer the Gemini function calls of a call turn whose next content holds no function response (a model that takes it, or one msglint does not know) as `gemini-answer-missing-calls` does.",
  },
  "gemini-drop-orphan-responses": {
    ruleId: "gemini-fr-turn-order",
    uses: "suggestion",
    description: "Remove Gemini function responses that follow no function call turn (their content too, when it held nothing else).",
  },
  // Bedrock Converse bodies.
  "bedrock-synthesize-missing-results": {
    ruleId: "bedrock-tool-result-missing",
    uses: "suggestion",
    description:
      'Answer an unanswered `toolUse` with `{"toolResult": {"toolUseId": …, "content": [{"text": "The tool call was interrupted before it returned a result."}], "status": "error"}}` at the front of the next user message.',
  },
  "bedrock-drop-excess-results": {
    ruleId: "bedrock-tool-result-excess",
    uses: "suggestion",
    description: "Remove the `toolResult` blocks that answer no `toolUse` of the message before (the message too, when it held nothing else).",
  },
  "bedrock-merge-adjacent-messages": {
    ruleId: "bedrock-alternate",
    uses: "fix",
    description: "Merge adjacent messages of one role into one message, their blocks in order.",
  },
  "bedrock-drop-blank-text": {
    ruleId: "bedrock-text-blank",
    uses: "fix",
    description: "Remove blank text blocks from messages that hold other blocks.",
  },
  "chat-answer-interrupted-calls": {
    ruleId: "chat-tool-result-missing",
    uses: "suggestion",
    description:
      'Answer each unanswered `tool_calls` entry with `{"role": "tool", "tool_call_id": …, "content": "The tool call was interrupted and returned no result."}` right after the `tool` messages that follow its assistant message (Chat Completions).',
  },
  "chat-drop-orphan-tool-messages": {
    ruleId: "chat-tool-result-orphan",
    uses: "suggestion",
    description: "Remove a `tool` message that does not follow an assistant message with `tool_calls` (Chat Completions).",
  },
  "chat-dedupe-tool-messages": {
    ruleId: "chat-tool-result-duplicate",
    uses: "suggestion",
    description: "Remove the second and later `tool` messages for the same `tool_call_id` after one assistant message (Chat Completions).",
  },
  "resp-answer-interrupted-calls": {
    ruleId: "resp-call-without-output",
    uses: "suggestion",
    description:
      'Answer an unanswered `function_call` with `{"type": "function_call_output", "call_id": …, "output": "The tool call was interrupted and returned no result."}` right after it (Responses).',
  },
  "resp-drop-orphan-outputs": {
    ruleId: "resp-output-without-call",
    uses: "suggestion",
    description: "Remove a `function_call_output` whose `function_call` is not in `input` before it (Responses).",
  },
} as const satisfies Record<string, RepairStrategy>;

export type RepairStrategyName = keyof typeof repairStrategies;

/** One edit a repair made. `before` is the value at `path` (or `from`) before, `after` the value at `path` after. */
export interface RepairChange {
  strategy: RepairStrategyName;
  ruleId: string;
  description: string;
  op: Edit["op"];
  path: string;
  from?: string;
  before?: unknown;
  after?: unknown;
}

export interface RepairOptions {
  strategies: readonly RepairStrategyName[];
  settings?: LintSettings;
}

export interface RepairResult<T> {
  request: T;
  changes: RepairChange[];
}

/** Upper bound on repair passes: each pass applies one finding's edits, so this is far above any real history. */
const MAX_PASSES = 100_000;

/** One repair: the edits of one finding's fix or suggestion, under the strategy that chose it. */
export interface RepairStep {
  strategy: RepairStrategyName;
  ruleId: string;
  description: string;
  edits: Edit[];
}

/** The chosen strategies by rule, in the order given: a rule may have two (its fix, then its suggestion). */
function chosenRules(strategies: readonly RepairStrategyName[]): Map<string, RepairStrategyName[]> {
  const chosen = new Map<string, RepairStrategyName[]>();
  for (const name of strategies) {
    const strategy: RepairStrategy | undefined = (repairStrategies as Record<string, RepairStrategy>)[name];
    if (!strategy) throw new Error(`Unknown repair strategy "${name}". Known: ${Object.keys(repairStrategies).join(", ")}`);
    chosen.set(strategy.ruleId, [...(chosen.get(strategy.ruleId) ?? []), name]);
  }
  return chosen;
}

/**
 * The next repair the chosen strategies make on `request`, or undefined when there is none left. One finding
 * at a time: after its edits, indices have moved, so the caller applies them (to the value, or as text edits to
 * the file) and asks again.
 */
export function nextRepair(request: unknown, { strategies, settings }: RepairOptions): RepairStep | undefined {
  const chosen = chosenRules(strategies);
  // Only the chosen strategies' rules run: a repair never acts on a finding it was not asked to repair.
  const levels = Object.fromEntries(
    defaultLinter().rules.map((rule) => [rule.meta.id, chosen.has(rule.meta.id) ? ("error" as const) : ("off" as const)]),
  );
  for (const finding of lintValue(request, settings ? { settings, rules: levels } : { rules: levels })) {
    for (const strategy of chosen.get(finding.ruleId) ?? []) {
      const change = repairStrategies[strategy].uses === "fix" ? finding.fix : finding.suggestions?.[0];
      if (change && change.edits.length > 0) return { strategy, ruleId: finding.ruleId, description: change.description, edits: change.edits };
    }
  }
  return undefined;
}

export function repair<T>(request: T, options: RepairOptions): RepairResult<T> {
  chosenRules(options.strategies); // an unknown name fails even when there is nothing to repair
  let current = request;
  const changes: RepairChange[] = [];
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const step = nextRepair(current, options);
    if (!step) return { request: current, changes };
    const before = current;
    current = applyEdits(current, step.edits);
    for (const edit of step.edits) changes.push(describeEdit(step.strategy, step.ruleId, step.description, edit, before, current));
  }
  throw new Error("repair did not settle: a strategy keeps finding work (please report this)");
}

function describeEdit(strategy: RepairStrategyName, ruleId: string, description: string, edit: Edit, before: unknown, after: unknown): RepairChange {
  const change: RepairChange = { strategy, ruleId, description, op: edit.op, path: edit.path };
  if (edit.op === "move") {
    change.from = edit.from;
    change.before = resolvePointer(before, edit.from);
  } else if (edit.op !== "add") {
    change.before = resolvePointer(before, edit.path);
  }
  if (edit.op !== "remove") change.after = edit.op === "add" && edit.path.endsWith("/-") ? edit.value : resolvePointer(after, edit.path);
  return change;
}
