/**
 * Claude's extended thinking on Converse: switched on through `additionalModelRequestFields` (`thinking` on
 * Claude 4 and later, `reasoning_config` on Claude 3.7), replayed as `reasoningContent` blocks. Bedrock passes
 * the request on to Claude, whose texts come back behind the model-error prefix with Converse indices.
 */
import { isRecord, type ConverseModel, type Turn } from "../model.js";

export type ThinkingMode = "enabled" | "adaptive" | "disabled" | undefined;

/** The thinking mode the request asks Claude for; undefined when it says nothing. */
export function thinkingMode(model: ConverseModel): ThinkingMode {
  const fields = model.request.additionalModelRequestFields;
  if (!isRecord(fields)) return undefined;
  const config = isRecord(fields.thinking) ? fields.thinking : isRecord(fields.reasoning_config) ? fields.reasoning_config : undefined;
  const type = config?.type;
  return type === "enabled" || type === "adaptive" || type === "disabled" ? type : undefined;
}

/**
 * The assistant messages of the unfinished final turn: those after the last user message that is not only tool
 * results. `uncertain` when that message mixes results and other blocks (whether it closes the turn is Claude's call).
 */
export function finalTurn(model: ConverseModel): { assistant: Turn[]; uncertain: boolean } {
  const { turns } = model;
  let start = 0;
  let uncertain = false;
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i]!;
    if (turn.role !== "user") continue;
    const results = turn.items.filter((b) => b.type === "toolResult").length;
    if (results > 0 && results === turn.items.length) continue;
    start = i + 1;
    uncertain = results > 0;
    break;
  }
  return { assistant: turns.slice(start).filter((turn) => turn.role === "assistant"), uncertain };
}

/** Claude's name for a Converse block in its texts. */
export function claudeBlockType(type: string | undefined): string {
  switch (type) {
    case "toolUse":
      return "tool_use";
    case "toolResult":
      return "tool_result";
    case "reasoningContent":
      return "thinking";
    default:
      return type ?? "unknown";
  }
}
