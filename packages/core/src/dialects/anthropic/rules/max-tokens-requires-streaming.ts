import { createRule } from "../create-rule.js";
import { MODEL_NONSTREAMING_TOKENS, NONSTREAMING_TIMEOUT } from "../sdk-tables.generated.js";

export default createRule("max-tokens-requires-streaming", {
  meta: {
    description:
      "A non-streaming request asks for more `max_tokens` than the official SDKs send without streaming (more than ten minutes at their estimate).",
    category: "risk",
    needs: { fields: ["max_tokens"] },
    recommended: true,
    hasSuggestions: true,
    spec: "§14 (issue 21: the SDK's non-streaming limit)",
    // The SDK's text, verbatim (client: calculateNonstreamingTimeout), from the generated tables.
    messages: { streamingRequired: NONSTREAMING_TIMEOUT.text },
    hints: {
      estimate:
        "The SDK estimates {{minutes}} minutes for max_tokens {{value}} (60 minutes per 128,000 tokens) and refuses to send a non-streaming request over 10 minutes, unless the call sets its own `timeout`. Stream the response, or lower max_tokens to {{limit}} or less.",
      modelCap:
        "The SDK sends at most {{limit}} max_tokens to {{model}} without streaming, unless the call sets its own `timeout`. Stream the response, or lower max_tokens.",
    },
    api: {
      row: "§14",
      area: "request",
      reason: "`max_tokens` against the SDK's estimate and per-model caps (generated from @anthropic-ai/sdk); the API itself accepts the request",
    },
  },
  visit: {
    request(context) {
      const { request, settings } = context;
      const value = request.max_tokens;
      // A value that is no finite number is the schema's finding.
      if (typeof value !== "number" || !Number.isFinite(value) || request.stream === true) return;
      const { maxTimeMs, defaultTimeMs, tokensInMaxTime } = NONSTREAMING_TIMEOUT;
      const overTime = (maxTimeMs * value) / tokensInMaxTime > defaultTimeMs;
      // The SDK looks the model up as the request names it (Bedrock and Vertex ids).
      const cap = settings.model === undefined ? undefined : MODEL_NONSTREAMING_TOKENS[settings.model];
      const overCap = cap !== undefined && value > cap;
      if (!overTime && !overCap) return;
      const timeLimit = Math.floor((defaultTimeMs * tokensInMaxTime) / maxTimeMs);
      const limit = overCap ? Math.min(cap, timeLimit) : timeLimit;
      const at = context.at(context.root, "max_tokens");
      context.report({
        messageId: "streamingRequired",
        at,
        data: { value, limit, model: String(settings.model), minutes: Math.ceil((maxTimeMs * value) / tokensInMaxTime / 60_000) },
        hint: overTime ? "estimate" : "modelCap",
        suggestions: [
          { description: "Stream the response (`stream: true`)", edits: [{ op: "add", path: "/stream", value: true }] },
          { description: `Set max_tokens to ${limit}`, edits: [{ op: "replace", path: at.pointer, value: limit }] },
        ],
      });
    },
  },
});
