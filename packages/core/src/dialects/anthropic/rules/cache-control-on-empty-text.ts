import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";
import { tagged } from "../paths.js";
import type { Edit, Fix, Node } from "../../../types.js";

/** Blocks that cannot carry a breakpoint (rule #38), so a moved `cache_control` may not land on them. */
const NO_CACHE_CONTROL = new Set(["thinking", "redacted_thinking"]);

const hasCacheControl = (block: Record<string, unknown>) => block.cache_control !== undefined && block.cache_control !== null;

interface EmptyText {
  /** The block, named as the API names it. */
  at: Node;
  siblings: readonly unknown[];
  index: number;
  /** The array that holds it. */
  container: Node;
}

export default createRule("cache-control-on-empty-text", {
  meta: {
    description: "A text block with empty text carries `cache_control`.",
    category: "api",
    needs: { cacheControl: true },
    recommended: true,
    fixable: true,
    spec: "#65",
    messages: { empty: "{{path}}: cache_control cannot be set for empty text blocks" },
    hints: {
      emptyBreakpoint:
        "The API checks this before it checks for empty text: the block is both empty and a breakpoint. Clients that put `cache_control` on the last block of a turn hit it when that block is an empty text; put the breakpoint on the last block with content.",
    },
    api: { row: "65", area: "cache", status: "C", reason: "empty text with a breakpoint" },
  },
  visit: {
    request(context) {
      const found: EmptyText[] = [];
      /** `container` makes the array's node, only for a finding; `tag`: the discriminator the API's path names the block with (`text`), none in `system`. */
      const collect = (content: unknown, container: () => Node, tag?: string) => {
        if (!Array.isArray(content)) return;
        content.forEach((block, index) => {
          if (isRecord(block) && block.type === "text" && block.text === "" && hasCacheControl(block)) {
            const node = context.at(container(), index);
            found.push({ at: tag ? tagged(node, tag) : node, siblings: content, index, container: container() });
          }
        });
      };
      collect(context.request.system, () => context.at(context.root, "system"));
      for (const message of context.model.messages) {
        collect(message.value.content, () => context.at(message, "content"), "text");
        for (const block of message.blocks) {
          if (block.type === "tool_result") collect(block.value.content, () => context.at(tagged(block, "tool_result"), "content"), "text");
        }
      }
      for (const item of found) {
        const previous = item.siblings[item.index - 1];
        const value = (item.siblings[item.index] as Record<string, unknown>).cache_control;
        let fix: Fix | undefined;
        const previousEmpty = isRecord(previous) && previous.type === "text" && previous.text === "";
        if (isRecord(previous) && !hasCacheControl(previous) && !NO_CACHE_CONTROL.has(String(previous.type)) && !previousEmpty) {
          const edits: Edit[] = [
            { op: "add", path: context.at(item.container, item.index - 1, "cache_control").pointer, value },
            { op: "remove", path: item.at.pointer },
          ];
          fix = { description: "Move the breakpoint to the block before and remove the empty text block", edits };
        } else if (item.siblings.length > 1) {
          fix = { description: "Remove the empty text block", edits: [{ op: "remove", path: item.at.pointer }] };
        }
        context.report({ messageId: "empty", at: item.at, hint: "emptyBreakpoint", fix });
      }
    },
  },
});
