import { isRecord, shared } from "../conversation.js";
import { cacheBreakpoints } from "../analyses/cache-breakpoints.js";
import { createRule } from "../create-rule.js";
import { toolAnalysis, utf8Length, type ToolAnalysis } from "../analyses/tool-definitions.js";

/**
 * Tokens the API adds around the text, counted generously so that the bound stays an upper bound: the
 * system prompt's framing and tokens the API adds for its own use (the docs' count of a system prompt and a
 * message is 14 tokens for 32 bytes of text), the tool-use system prompt the API adds when tools are defined
 * (a few hundred tokens, up to about 530 on older models; the docs' count of one tool and one message is 403),
 * and each tool definition's wrapping.
 */
const FRAMING = 200;
const TOOL_USE_PROMPT = 1000;
const PER_TOOL = 50;

/** Bytes of a value's JSON text; unbounded when it cannot be serialized (nested deeper than the stack allows). */
function jsonBytes(value: unknown): number {
  try {
    return utf8Length(JSON.stringify(value));
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Request fields that put content the body does not hold into the prefix, ahead of or among `tools` and `system`:
 * MCP servers' tool definitions, skills' descriptions, a structured output's schema. With one of them the prefix
 * cannot be bounded from the body, so the rule stays silent.
 */
function expandedByTheApi(request: Readonly<Record<string, unknown>>): boolean {
  const { mcp_servers: mcpServers, container, output_format: outputFormat, output_config: outputConfig } = request;
  if (Array.isArray(mcpServers) && mcpServers.length > 0) return true;
  if (isRecord(container) && Array.isArray(container.skills) && container.skills.length > 0) return true;
  if (outputFormat !== undefined && outputFormat !== null) return true;
  return isRecord(outputConfig) && outputConfig.format !== undefined && outputConfig.format !== null;
}

/** Each entry's bound in bytes, once per tool set: a server tool's definition expands inside the API to a size this rule cannot bound. */
function toolSizes({ entries }: ToolAnalysis): number[] {
  return entries.map((tool) => (tool.custom ? jsonBytes(tool.value) + PER_TOOL : Number.POSITIVE_INFINITY));
}

export default createRule("cache-control-prefix-too-short", {
  meta: {
    description:
      "A cache breakpoint in `tools` or `system` whose prefix is surely shorter than the model's minimum cacheable length, so it caches nothing.",
    category: "risk",
    needs: { cacheControl: true },
    recommended: true,
    spec: "§13.19",
    messages: {
      tooShort:
        "{{path}}.cache_control: this breakpoint caches nothing: by msglint's estimate (an upper bound from the text's size in bytes, not a tokenizer count), the prefix up to it has at most {{bound}} tokens, and {{model}} caches prefixes of {{min}} tokens or more.",
    },
    hints: {
      skipped:
        "The API accepts the request but silently skips caching a prefix below the model's minimum (in 2024 it rejected such a breakpoint). Move the breakpoint to the end of a longer stable prefix, such as the last message of the history, or drop it and free a slot.",
    },
    api: {
      wording: "msglint",
      row: "§13.19",
      area: "cache",
      reason: "an upper bound of the prefix's tokens against the model's minimum; rejected in 2024, silently ignored today",
      offline: "heuristic",
      texts: ["The message up to and including the first cache-control block must be at least {{min}} tokens. Found: {{found}}."],
    },
  },
  visit: {
    request(context) {
      const facts = context.model.facts;
      const min = facts?.minCacheableTokens;
      if (!facts || min === undefined) return;
      const breakpoints = shared(context.model, cacheBreakpoints).filter((b) => b.area === "tools" || b.area === "system");
      if (breakpoints.length === 0 || expandedByTheApi(context.request)) return;
      const analysis = toolAnalysis(context.model);
      const tools = analysis?.entries ?? [];
      const toolBytes = analysis?.derived(toolSizes) ?? [];
      const { system } = context.request;
      const toolSizeAt: number[] = []; // by position in `tools`
      tools.forEach((tool, i) => (toolSizeAt[tool.index] = (toolSizeAt[tool.index] ?? 0) + toolBytes[i]!));
      const toolsUpTo = runningTotals(toolSizeAt);
      const toolsTotal = toolsUpTo.at(-1) ?? 0;
      const systemUpTo = runningTotals(
        Array.isArray(system)
          ? system.map((block) => (isRecord(block) && typeof block.text === "string" ? utf8Length(block.text) : Number.POSITIVE_INFINITY))
          : [],
      );
      const base = FRAMING + (tools.length ? TOOL_USE_PROMPT : 0);
      for (const breakpoint of breakpoints) {
        // A token covers at least one byte of UTF-8: the byte count bounds the token count from above.
        const { index } = breakpoint;
        const toolPart = breakpoint.area === "system" ? toolsTotal : (toolsUpTo[Math.min(index, toolsUpTo.length - 1)] ?? 0);
        const systemPart = breakpoint.area === "system" ? (systemUpTo[Math.min(index, systemUpTo.length - 1)] ?? 0) : 0;
        const bound = base + toolPart + systemPart;
        if (!Number.isFinite(bound) || bound >= min) continue;
        context.report({
          messageId: "tooShort",
          at: context.at(breakpoint.node, "cache_control"),
          data: { path: breakpoint.node.path, bound, min, model: facts.id.raw },
          hint: "skipped",
        });
      }
    },
  },
});

/** `totals[i]`: the sizes up to and including position `i` (a hole counts 0): each breakpoint's prefix is one lookup, where summing it anew for each was quadratic. */
function runningTotals(sizes: readonly (number | undefined)[]): number[] {
  let total = 0;
  return Array.from(sizes, (size) => (total += size ?? 0));
}
