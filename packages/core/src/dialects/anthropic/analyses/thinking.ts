/**
 * What the extended-thinking rules share: the thinking mode a request runs in, and the unfinished final turn
 * the API validates thinking blocks in (api-rules.md #31, #32, §13.14, §13.15).
 */
import { modelFacts, type ModelFacts } from "../models.js";
import type { ResolvedSettings } from "../../../types.js";
import { isBase64AnyAlphabet } from "../../../model/base64.js";
import type { Context } from "../create-rule.js";
import { isRecord, removeBlockEdit, type Block, type Conversation, type Turn } from "../conversation.js";

export type ThinkingMode = "enabled" | "adaptive" | "disabled" | "between_tools";

const MODES = new Set<string>(["enabled", "adaptive", "disabled", "between_tools"]);

export interface ResolvedThinking {
  /** The mode, or undefined when it cannot be known (no request parameters, an unknown model's default, a malformed `thinking`). */
  mode: ThinkingMode | undefined;
  /** The request sets `thinking` itself (not the model's default). */
  explicit: boolean;
}

/**
 * A bare `messages` array (wrapped as `{messages}`) says nothing of the request's parameters: its `thinking` is
 * unknown, not absent.
 */
export function hasRequestParameters(request: Readonly<Record<string, unknown>>): boolean {
  return "model" in request || "max_tokens" in request;
}

/** The thinking mode: the request's `thinking.type`, or the model's default when the request leaves it out. */
export function resolveThinking(request: Readonly<Record<string, unknown>>, settings: ResolvedSettings): ResolvedThinking {
  const { thinking } = request;
  if (isRecord(thinking)) {
    return { mode: typeof thinking.type === "string" && MODES.has(thinking.type) ? (thinking.type as ThinkingMode) : undefined, explicit: true };
  }
  if (thinking !== undefined || !hasRequestParameters(request)) return { mode: undefined, explicit: false };
  return { mode: modelFacts(settings.model)?.defaultThinking, explicit: false };
}

/** Thinking is on: the API's texts say "when thinking is enabled or in adaptive mode" (row 42). */
export const isThinkingOn = (mode: ThinkingMode | undefined): boolean => mode === "enabled" || mode === "adaptive";

export const isThinkingBlock = (block: Block): boolean => block.type === "thinking" || block.type === "redacted_thinking";

/** How a user turn bears on the tool-use loop: only `tool_result` blocks continue it; anything else is the user's own turn. */
type UserTurnKind = "results" | "own" | "mixed";

function userTurnKind(turn: Turn): UserTurnKind {
  const results = turn.blocks.filter((block) => block.type === "tool_result").length;
  if (results === 0) return "own";
  return results === turn.blocks.length ? "results" : "mixed";
}

export interface FinalTurn {
  /**
   * The assistant turns of the unfinished final turn, in order: those after the last user turn of the user's own,
   * when the request ends inside them (a tool-use loop whose last results are being sent back, or a prefill).
   * Empty when the request ends with the user's own turn: the last assistant turn is complete.
   */
  assistantTurns: Turn[];
  /**
   * The last user turn that is not only `tool_result` blocks mixes them with other blocks. Whether the API counts
   * such a turn as continuing the tool-use loop or as the user's own turn is not known: rules stay silent.
   */
  uncertain: boolean;
}

/**
 * The unfinished final turn (api-rules.md §13.14). The API treats a tool-use loop as one assistant turn: the
 * model thinks at the start of it and (without interleaved thinking) not again after tool results, so the
 * thinking requirements apply to the assistant turns since the last user turn that was not only tool results.
 * Use through `shared(conversation, finalTurn)`.
 */
export function finalTurn(conversation: Conversation): FinalTurn {
  const { turns } = conversation;
  let start = 0;
  let uncertain = false;
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i]!;
    if (turn.role !== "user") continue;
    const kind = userTurnKind(turn);
    if (kind === "results") continue;
    start = i + 1;
    uncertain = kind === "mixed";
    break;
  }
  const assistantTurns = turns.slice(start).filter((turn) => turn.role === "assistant");
  return { assistantTurns, uncertain };
}

/** The API's name for a block in its texts (`text` for string content). */
export const blockTypeName = (block: Block): string => block.type ?? "unknown";

/**
 * API version 2026-10-21 has no `temperature`, `top_p` or `top_k` (api-rules.md §15): there the structural schema
 * reports them, and the thinking rules about their values stay silent.
 */
export const hasSamplingParameters = (settings: ResolvedSettings): boolean => settings.apiVersion < "2026-10-21";

/** Shorter than any signature or redacted `data` the API returns (real ones run to hundreds of characters). */
const MIN_OPAQUE_LENGTH = 32;

/**
 * Why an opaque value (a `signature`, a redacted block's `data`) cannot be one the API returned, or undefined when it
 * could be: the API's values are long base64 strings. A cheap signal only; validity is checked by the API.
 */
export function notFromTheApi(value: string): string | undefined {
  if (value.trim() === "") return value === "" ? "it is empty" : "it is only whitespace";
  if (!isBase64AnyAlphabet(value)) return "it has characters that base64 does not use";
  if (value.length < MIN_OPAQUE_LENGTH) return `it is ${value.length} character${value.length === 1 ? "" : "s"} long`;
  return undefined;
}

/**
 * Reports each assistant block of `type` whose opaque `field` (a thinking `signature`, a redacted block's `data`) the
 * API cannot have returned (`notFromTheApi`), with the rule's `invalid` message and `notFromTheApi` hint (filled with
 * `why`), and a suggestion to remove the block. A plain loop, not a generator: it runs on every request with thinking.
 */
export function reportForgedValues(context: Context, type: "thinking" | "redacted_thinking", field: string): void {
  const { model: conversation } = context;
  for (const message of conversation.messages) {
    if (message.role !== "assistant") continue;
    for (const block of message.blocks) {
      const value = block.value[field];
      if (block.type !== type || typeof value !== "string") continue;
      const why = notFromTheApi(value);
      if (why === undefined) continue;
      context.report({
        messageId: "invalid",
        at: context.at(block, field),
        data: { path: block.path, why },
        hint: "notFromTheApi",
        suggestions: [{ description: `Remove the ${type} block ${block.path}`, edits: [removeBlockEdit(conversation, block)] }],
      });
    }
  }
}

/**
 * Reports a top-level sampling parameter that thinking rules out (rows 42–44), at the field, with the rule's
 * message and hint and a suggestion to remove the field.
 */
export function reportSamplingField(context: Context, field: string, messageId: string, hint: string, data: Record<string, string>): void {
  const at = context.at(context.root, field);
  context.report({
    messageId,
    at,
    data: { path: context.root.path, ...data },
    hint,
    suggestions: [{ description: `Remove \`${field}\``, edits: [{ op: "remove", path: at.pointer }] }],
  });
}

/**
 * The model's facts when the request sets `thinking.type` to `type` and the model does not take it (api-rules.md
 * #46–#48); undefined otherwise, an unknown model included.
 */
export function thinkingTypeUnsupported(context: Context, type: "enabled" | "adaptive" | "disabled"): ModelFacts | undefined {
  const { thinking } = context.request;
  if (!isRecord(thinking) || thinking.type !== type) return undefined;
  const facts = context.model.facts;
  return facts && !facts.thinkingTypes.has(type) ? facts : undefined;
}

/**
 * The block a turn starts with, for the thinking-first checks: a `compaction` block (beta) opens the conversation
 * in the assistant message it came in, before whatever the model went on with, so it is passed over.
 */
export const leadingBlock = (turn: Turn): Block | undefined => turn.blocks.find((block) => block.type !== "compaction");
