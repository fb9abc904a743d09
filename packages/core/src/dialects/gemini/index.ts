/** Gemini `generateContent` and `streamGenerateContent` bodies, on AI Studio (the Gemini API) and Vertex AI. */
import type { Dialect } from "../../engine/dialect.js";
import { GEMINI_TARGETS } from "./create-rule.js";
import { detectGemini } from "./detect.js";
import { buildRequest, geminiNodeShapes, type GeminiRequest } from "./model.js";
import { geminiPaths } from "./paths.js";
import { rules } from "./rules/index.js";
import { createGeminiState, type GeminiState } from "./state.js";
import { unchecked } from "./unchecked.js";
import { geminiView } from "./view.js";

export const gemini: Dialect<GeminiRequest, GeminiState> = {
  id: "gemini",
  title: "Gemini generateContent",
  targets: GEMINI_TARGETS,
  rules,
  unchecked,
  detect: detectGemini,
  detectMax: 2,
  list: { key: "contents" },
  createState: createGeminiState,
  model: (request, settings, state) => buildRequest(request, settings, state),
  nodeShapes: geminiNodeShapes,
  walk(model, visitOf) {
    const visitContent = visitOf("content");
    const visitPart = visitOf("part");
    for (const content of model.contents) {
      visitContent?.(content);
      if (visitPart) for (const part of content.parts) visitPart(part, part.data);
    }
  },
  paths: geminiPaths,
  view: geminiView,
};
