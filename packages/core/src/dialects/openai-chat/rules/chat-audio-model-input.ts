import { createRule, OPENAI_TARGETS } from "../create-rule.js";

export default createRule("chat-audio-model-input", {
  meta: {
    description:
      "A request to an audio model (gpt-4o-audio-preview) carries an `image_url` part, or neither audio input nor the `audio` output modality.",
    category: "api",
    recommended: true,
    targets: OPENAI_TARGETS,
    spec: "providers.md openai-chat §3 (model rules)",
    messages: {
      image: "This model does not support image_url content.",
      noAudio: "This model requires that either input content or output modality contain audio.",
    },
    hints: {
      image: "{{model}} takes text and audio, not images: describe the image in text, or send it to a vision model.",
      noAudio:
        '{{model}} answers only requests with audio in them: add an `input_audio` part, or set `modalities: ["text", "audio"]` with an `audio` voice and format, or use a text model.',
    },
    api: { status: "C", area: "models", reason: "Reads the model table, the part types and `modalities`." },
  },
  visit: {
    request(context) {
      const { model, request } = context;
      if (!model.facts?.audioModel) return;
      let audio = Array.isArray(request.modalities) && request.modalities.includes("audio");
      for (const message of model.messages) {
        // A replayed audio answer (`audio: { id }` on an assistant message) is audio in the conversation.
        if (message.role === "assistant" && message.value.audio !== undefined && message.value.audio !== null) audio = true;
        for (const part of message.parts) {
          if (part.type === "input_audio") audio = true;
          else if (part.type === "image_url") {
            // OpenAI names the image before the missing audio (recorded): one finding, at the first image part.
            context.report({ messageId: "image", at: part, data: { model: model.facts.raw }, hint: "image" });
            return;
          }
        }
      }
      if (!audio)
        context.report({ messageId: "noAudio", at: context.at(context.root, "messages"), data: { model: model.facts.raw }, hint: "noAudio" });
    },
  },
});
