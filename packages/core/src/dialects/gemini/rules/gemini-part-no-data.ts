import { createRule, type Context } from "../create-rule.js";
import { get } from "../fields.js";
import type { Part } from "../model.js";
import { VALIDATOR } from "../texts.js";

export default createRule("gemini-part-no-data", {
  meta: {
    description:
      "A part sets none of the data fields (`text`, `inlineData`, `fileData`, `functionCall`, `functionResponse`, …), no `videoMetadata`, and is not a thought part of only its signature.",
    category: "api",
    recommended: true,
    spec: "providers.md gemini §3",
    messages: { noData: `${VALIDATOR}{{path}}: required oneof field 'data' must have one initialized field` },
    hints: {
      noData:
        "A part must carry one data field. A part of only `thought` or only `thoughtSignature`, an empty object, or a field of another format (`type`, `content`, `image_url`) carries none.",
    },
    api: { status: "C", area: "contents", reason: "Reads each part's fields." },
  },
  visit: {
    request(context) {
      for (const part of context.model.parts) check(part, context);
    },
  },
});

function check(part: Part, context: Context): void {
  if (part.data !== undefined) return;
  // A part of only `videoMetadata` (the proto's other oneof) for the video before it: AI Studio took it (a recorded 200).
  if (get(part.value, "videoMetadata") !== undefined) return;
  // A thought part of only its signature, as streaming returns it, replayed: recorded 200s on both targets
  // (gemini-2.5-flash, gemini-3-flash-preview; crmne/ruby_llm, 2026).
  if (get(part.value, "thought") === true && typeof get(part.value, "thoughtSignature") === "string") return;
  // Google names the oneof itself: `contents[1].parts[0].data`, a field no body writes.
  context.report({ messageId: "noData", at: { pointer: part.pointer, path: context.at(part, "data").path }, hint: "noData" });
}
