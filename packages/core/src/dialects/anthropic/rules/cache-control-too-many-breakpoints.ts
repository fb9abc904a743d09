import { shared } from "../conversation.js";
import { cacheBreakpoints, type CacheBreakpoint } from "../analyses/cache-breakpoints.js";
import { createRule } from "../create-rule.js";

const MAX = 4;

const where = (b: CacheBreakpoint) => (b.area === "request" ? "the top-level `cache_control` (automatic caching)" : b.node.path);

export default createRule("cache-control-too-many-breakpoints", {
  meta: {
    description: "More than 4 cache breakpoints (`cache_control`) across `tools`, `system` and `messages`.",
    category: "api",
    needs: { cacheControl: true },
    recommended: true,
    hasSuggestions: true,
    spec: "#63, §11 q10",
    messages: { tooMany: "A maximum of 4 blocks with cache_control may be provided. Found {{count}}." },
    hints: {
      order:
        "Breakpoints in the order the API reads them: {{breakpoints}}. The fifth is here. Clients that mark the last message of every turn and never clear the old marks pile them up in the history.",
      orderWithAutomatic:
        "Breakpoints in the order the API reads them: {{breakpoints}}. The fifth is here. Automatic caching (the top-level `cache_control`) takes one of the four slots. Clients that mark the last message of every turn and never clear the old marks pile them up in the history.",
    },
    api: { row: "63", area: "cache", status: "C", reason: "a count over tools, system and messages" },
  },
  visit: {
    request(context) {
      const breakpoints = shared(context.model, cacheBreakpoints);
      if (breakpoints.length <= MAX) return;
      const excess = breakpoints.length - MAX;
      // Keep the tools and system breakpoints (stable prefixes) and the latest message ones; drop the earliest message ones.
      const removable = breakpoints.filter((b) => b.area === "messages");
      const dropped = (removable.length >= excess ? removable : breakpoints.filter((b) => b.area !== "request")).slice(0, excess);
      const automatic = breakpoints.some((b) => b.area === "request");
      context.report({
        messageId: "tooMany",
        at: context.at(breakpoints[MAX]!.node, "cache_control"),
        data: { path: context.root.path, count: breakpoints.length, breakpoints: breakpoints.map(where).join(", ") },
        hint: automatic ? "orderWithAutomatic" : "order",
        suggestions: [
          {
            description: `Remove the ${excess === 1 ? "earliest message breakpoint" : `${excess} earliest ${removable.length >= excess ? "message " : ""}breakpoints`}`,
            edits: dropped.map((b) => ({ op: "remove" as const, path: b.pointer })),
          },
        ],
      });
    },
  },
});
