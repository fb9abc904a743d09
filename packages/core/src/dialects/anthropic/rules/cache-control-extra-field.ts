import { shared } from "../conversation.js";
import { cacheBreakpoints } from "../analyses/cache-breakpoints.js";
import { createRule } from "../create-rule.js";
import { tagged } from "../paths.js";

/** `CacheControlEphemeral` in SDK 0.137 and 1.10, GA and beta alike. */
const FIELDS = new Set(["type", "ttl"]);

export default createRule("cache-control-extra-field", {
  meta: {
    description: "A `cache_control` object has a field other than `type` and `ttl`.",
    category: "api",
    needs: { cacheControl: true },
    recommended: true,
    fixable: true,
    spec: "#66",
    messages: { extra: "{{path}}: Extra inputs are not permitted" },
    hints: {
      otherField:
        '`cache_control` takes `type` ("ephemeral") and `ttl` ("5m" or "1h") only. `{{field}}` comes from another platform or proxy, or from a newer API than this endpoint serves.',
    },
    api: {
      row: "66",
      area: "cache",
      status: "C",
      reason: "the fields of `cache_control`",
      paths: ["*.cache_control.ephemeral.<f>", "cache_control.ephemeral.<f>"],
    },
  },
  visit: {
    request(context) {
      for (const breakpoint of shared(context.model, cacheBreakpoints)) {
        for (const field of Object.keys(breakpoint.cacheControl)) {
          if (FIELDS.has(field)) continue;
          const at = context.at(tagged(context.at(breakpoint.typed, "cache_control"), "ephemeral"), field);
          context.report({
            messageId: "extra",
            at,
            data: { field },
            hint: "otherField",
            fix: { description: `Remove \`${field}\``, edits: [{ op: "remove", path: at.pointer }] },
          });
        }
      }
    },
  },
});
