import { shared } from "../conversation.js";
import { cacheBreakpoints, type CacheBreakpoint } from "../analyses/cache-breakpoints.js";
import { createRule } from "../create-rule.js";

export default createRule("cache-control-ttl-order", {
  meta: {
    description: "A 1-hour cache breakpoint comes after a 5-minute one in the order `tools`, `system`, `messages`.",
    category: "api",
    needs: { cacheControl: true },
    recommended: true,
    hasSuggestions: true,
    spec: "#64",
    messages: {
      order:
        "{{path}}: a ttl='1h' cache_control block must not come after a ttl='5m' cache_control block. Note that blocks are processed in the following order: `tools`, `system`, `messages`.",
    },
    hints: {
      fiveMinuteFirst:
        '`{{first}}` is a 5-minute breakpoint (a `cache_control` without `ttl` is one too) and comes first. Longer-lived entries must come first: give the earlier breakpoints `"ttl": "1h"` as well, or make this one 5 minutes.',
      automaticFirst:
        'The top-level `cache_control` (automatic caching) is a 5-minute breakpoint (a `cache_control` without `ttl` is one too) and comes first. Longer-lived entries must come first: give the earlier breakpoints `"ttl": "1h"` as well, or make this one 5 minutes.',
    },
    api: { row: "64", area: "cache", status: "C", reason: "the order of breakpoints" },
  },
  visit: {
    request(context) {
      let fiveMinute: CacheBreakpoint | undefined;
      for (const breakpoint of shared(context.model, cacheBreakpoints)) {
        if (breakpoint.ttl === "5m") {
          fiveMinute ??= breakpoint;
          continue;
        }
        if (breakpoint.ttl !== "1h" || !fiveMinute) continue;
        // Automatic caching puts its breakpoint on the last cacheable block, after every explicit one.
        const ttl = context.at(breakpoint.node, "cache_control", "ttl");
        context.report({
          messageId: "order",
          at: ttl,
          data: { first: fiveMinute.node.path },
          hint: fiveMinute.area === "request" ? "automaticFirst" : "fiveMinuteFirst",
          suggestions: [{ description: "Make this breakpoint 5 minutes (drop its `ttl`)", edits: [{ op: "remove", path: ttl.pointer }] }],
        });
      }
    },
  },
});
