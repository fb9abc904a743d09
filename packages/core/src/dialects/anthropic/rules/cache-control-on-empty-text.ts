import { isRecord } from "../conversation.js";
import { createRule } from "../create-rule.js";
import type { Edit, Fix } from "../../../types.js";

/** Blocks that cannot carry a breakpoint (rule #38), so a moved `cache_control` may not land on them. */
const NO_CACHE_CONTROL = new Set(["thinking", "redacted_thinking"]);

const hasCacheControl = (block: Record<string, unknown>) => block.cache_control !== undefined && block.cache_control !== null;

interface EmptyText {
  path: string;
  pointer: string;
  siblings: readonly unknown[];
  index: number;
  /** Pointer to the array that holds it. */
  container: string;
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
  },
  check(context) {
    const found: EmptyText[] = [];
    const collect = (content: unknown, container: string, pathOf: (index: number) => string) => {
      if (!Array.isArray(content)) return;
      content.forEach((block, index) => {
        if (isRecord(block) && block.type === "text" && block.text === "" && hasCacheControl(block)) {
          found.push({ path: pathOf(index), pointer: `${container}/${index}`, siblings: content, index, container });
        }
      });
    };
    collect(context.request.system, "/system", (i) => `system.${i}`);
    for (const message of context.model.messages) {
      collect(message.value.content, `${message.pointer}/content`, (i) => `${message.path}.content.${i}.text`);
      for (const block of message.blocks) {
        if (block.type !== "tool_result") continue;
        collect(block.value.content, `${block.pointer}/content`, (k) => `${block.path}.tool_result.content.${k}.text`);
      }
    }
    for (const item of found) {
      const previous = item.siblings[item.index - 1];
      const value = (item.siblings[item.index] as Record<string, unknown>).cache_control;
      let fix: Fix | undefined;
      const previousEmpty = isRecord(previous) && previous.type === "text" && previous.text === "";
      if (isRecord(previous) && !hasCacheControl(previous) && !NO_CACHE_CONTROL.has(String(previous.type)) && !previousEmpty) {
        const edits: Edit[] = [
          { op: "add", path: `${item.container}/${item.index - 1}/cache_control`, value },
          { op: "remove", path: item.pointer },
        ];
        fix = { description: "Move the breakpoint to the block before and remove the empty text block", edits };
      } else if (item.siblings.length > 1) {
        fix = { description: "Remove the empty text block", edits: [{ op: "remove", path: item.pointer }] };
      }
      context.report({
        messageId: "empty",
        path: item.path,
        pointer: item.pointer,
        hint: "The API checks this before it checks for empty text: the block is both empty and a breakpoint. Clients that put `cache_control` on the last block of a turn hit it when that block is an empty text; put the breakpoint on the last block with content.",
        ...(fix ? { fix } : {}),
      });
    }
  },
});
