import { decodesAsBase64 } from "../analyses/base64.js";
import { createRule, type Context } from "../create-rule.js";
import { isRecord, keyOf } from "../fields.js";
import { partKey, type Part } from "../model.js";
import type { Node } from "../../../types.js";

export default createRule("gemini-bytes-base64", {
  meta: {
    description: "`inlineData.data` or a `thoughtSignature` is not base64.",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: { base64: `Invalid value at '{{path}}' (TYPE_BYTES), Base64 decoding failed for "{{value}}"` },
    hints: {
      dataUrl: "{{path}} holds a data URL: send only the base64 after the comma, and the media type in `mimeType`.",
      url: "{{path}} holds a URL or a path, not the bytes: send the file's bytes in base64, or reference it with `fileData.fileUri`.",
      other: "{{path}} is not base64 (standard or URL-safe).",
    },
    api: { status: "C", area: "media", reason: "Checks the base64 alphabet and length of each `bytes` value." },
  },
  visit: {
    request(context) {
      for (const part of context.model.parts) checkPart(part, context);
    },
  },
});

function checkPart(part: Part, context: Context): void {
  // Keys go down, not nodes: a node is made only for a value that fails, so a clean part reads no place.
  const inlineKey = partKey(part, "inlineData");
  if (inlineKey !== undefined) check(context, part, [inlineKey], part.value[inlineKey]);
  const signatureKey = partKey(part, "thoughtSignature");
  if (signatureKey !== undefined) report(context, part, [signatureKey], part.value[signatureKey]);
  // Gemini 3 takes media inside a function response too.
  const responseKey = part.data === "functionResponse" ? partKey(part, "functionResponse") : undefined;
  const response = responseKey === undefined ? undefined : part.value[responseKey];
  const partsKey = isRecord(response) ? keyOf(response, "parts") : undefined;
  const nestedParts = partsKey === undefined ? undefined : (response as Record<string, unknown>)[partsKey];
  if (!Array.isArray(nestedParts)) return;
  nestedParts.forEach((nested: unknown, i) => {
    const key = isRecord(nested) ? keyOf(nested, "inlineData") : undefined;
    if (key !== undefined) check(context, part, [responseKey!, partsKey!, i, key], (nested as Record<string, unknown>)[key]);
  });
}

function check(context: Context, part: Node, keys: (string | number)[], value: unknown): void {
  if (!isRecord(value) || value.data === undefined) return;
  report(context, part, [...keys, "data"], value.data);
}

function report(context: Context, part: Node, keys: (string | number)[], value: unknown): void {
  if (typeof value !== "string" || decodesAsBase64(value)) return;
  const hint = value.startsWith("data:") ? "dataUrl" : /^(https?:|gs:|\/|\.\/|file:)/.test(value) ? "url" : "other";
  context.report({ messageId: "base64", at: context.at(part, ...keys), data: { value }, hint });
}
