import type { Edit, Fix } from "../../../types.js";
import { toolPairing, type MissingResults, type ResultsNotFirst } from "../analyses/tool-pairing.js";
import { createRule } from "../create-rule.js";
import { stringAt } from "../model.js";
import { MODEL_ERRORS } from "../paths.js";

/** What the synthetic result of an unanswered call says: deterministic, so a repaired history keeps the prompt cache valid. */
export const INTERRUPTED_RESULT_TEXT = "The tool call was interrupted before it returned a result.";

export default createRule("bedrock-tool-result-missing", {
  meta: {
    description: "An assistant message's `toolUse` has no `toolResult` with its id in the next message (for Claude: not at its start).",
    category: "api",
    recommended: true,
    fixable: true,
    hasSuggestions: true,
    needs: { blocks: ["toolUse"] },
    spec: "providers.md bedrock-converse §3 (bedrock-tool-result-missing), §6",
    messages: {
      missing: "Expected toolResult blocks at {{path}} for the following Ids: {{ids}}",
      notFirst: `${MODEL_ERRORS}{{path}}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: {{ids}}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in the next message.`,
    },
    hints: {
      stray:
        "The result for {{id}} is at {{strayPath}}, not in the message right after the toolUse: Converse looks only there (the pair was split by a truncation, a reordering or a second user message).",
      notFirst:
        "Converse accepts results anywhere in the message, but Claude takes them only at its start: {{breakerPath}} stands before the toolResult blocks. Move the toolResult blocks to the front of {{nextPath}}.",
    },
    api: {
      status: "C",
      area: "tool pairing",
      texts: [
        `${MODEL_ERRORS}{{path}}: Did not find {{count}} tool_result block(s) at the beginning of this message. Messages following tool_use blocks must begin with a matching number of tool_result blocks.`,
      ],
      reason: "The ids of each assistant message's toolUse blocks against the toolResult blocks of the next message.",
    },
  },
  visit: {
    request(context) {
      const { missing, notFirst } = toolPairing(context.model);
      for (const entry of missing) {
        const data: Record<string, string> = { ids: entry.ids.join(", ") };
        if (entry.stray) Object.assign(data, { id: stringAt(entry.stray.body, "toolUseId") ?? "", strayPath: entry.stray.path });
        context.report({
          messageId: "missing",
          at: context.at(entry.turn.message, "content"),
          data,
          hint: entry.stray ? "stray" : undefined,
          suggestions: [errorResults(entry)],
        });
      }
      for (const entry of notFirst) {
        context.report({
          messageId: "notFirst",
          at: entry.callTurn.message,
          data: { ids: entry.ids.join(", "), breakerPath: entry.breaker?.path ?? entry.turn.message.path, nextPath: entry.turn.message.path },
          hint: "notFirst",
          fix: resultsToFront(entry),
        });
      }
    },
  },
});

/** An error `toolResult` for each unanswered id, at the front of the message that should hold them. */
function errorResults({ turn, ids }: MissingResults): Fix {
  const edits: Edit[] = ids.map((id, i) => ({
    op: "add",
    path: `${turn.message.pointer}/content/${i}`,
    value: { toolResult: { toolUseId: id, content: [{ text: INTERRUPTED_RESULT_TEXT }], status: "error" } },
  }));
  return { description: `Add an error toolResult for ${ids.join(", ")}`, edits };
}

/** Moves the message's toolResult blocks, in order, to its front: the same blocks, so the meaning is kept. */
function resultsToFront({ turn, results }: ResultsNotFirst): Fix {
  const edits: Edit[] = results.map((block, k) => ({ op: "move", from: block.pointer, path: `${turn.message.pointer}/content/${k}` }));
  return { description: `Move the toolResult blocks to the start of ${turn.message.path}`, edits };
}
