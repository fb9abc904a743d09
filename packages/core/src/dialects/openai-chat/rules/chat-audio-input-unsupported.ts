import { createRule, OPENAI_TARGETS } from "../create-rule.js";
import { isFirstOfType } from "../model.js";

export default createRule("chat-audio-input-unsupported", {
  meta: {
    description:
      "An `input_audio` part is sent to a model that takes no audio input (gpt-5, its mini and nano, the gpt-4.1 family, and the recorded o1-mini, o4-mini, gpt-5.4, its mini and nano, gpt-5.5, gpt-5.2-chat-latest and gpt-4o-mini-search-preview).",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §3 (chat-part-type-per-role, model-dependent)",
    messages: { audioInput: "Invalid '{{path}}'. Content blocks are expected to be either text or image_url type." },
    hints: {
      audio:
        "{{model}} takes no audio input on Chat Completions: {{part}} is an `input_audio` part. Transcribe the audio first and send the text, or send it to an audio model (gpt-audio, gpt-4o-audio-preview).",
    },
    api: {
      status: "C",
      area: "models",
      errorCode: "invalid_value",
      reason: "Reads the model table and the part types of each message.",
    },
  },
  visit: {
    // One finding a message, at its first audio part.
    request(context) {
      const facts = context.model.facts;
      if (!facts?.rejectsAudioInput) return;
      for (const part of context.model.audioParts) {
        if (!isFirstOfType(part)) continue;
        context.report({ messageId: "audioInput", at: part.message, data: { model: facts.raw, part: part.path }, hint: "audio" });
      }
    },
  },
});
