import { shared } from "../conversation.js";
import { cacheBreakpoints } from "../analyses/cache-breakpoints.js";
import { createRule } from "../create-rule.js";
import { escapeToken } from "../../../engine/pointer.js";

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
  },
  check(context) {
    for (const breakpoint of shared(context.model, cacheBreakpoints)) {
      for (const field of Object.keys(breakpoint.cacheControl)) {
        if (FIELDS.has(field)) continue;
        const prefix = breakpoint.typedPath === "" ? "cache_control" : `${breakpoint.typedPath}.cache_control`;
        const pointer = `${breakpoint.pointer}/${escapeToken(field)}`;
        context.report({
          messageId: "extra",
          path: `${prefix}.ephemeral.${field}`,
          pointer,
          hint: `\`cache_control\` takes \`type\` ("ephemeral") and \`ttl\` ("5m" or "1h") only. \`${field}\` comes from another platform or proxy, or from a newer API than this endpoint serves.`,
          fix: { description: `Remove \`${field}\``, edits: [{ op: "remove", path: pointer }] },
        });
      }
    }
  },
});
