import { createRule } from "../create-rule.js";
import { isRecord, type Block } from "../conversation.js";
import { STRUCTURAL_MESSAGES, structuralFindings, type SchemaVariant } from "../schema/structural.js";
import type { Edit, Fix } from "../../../types.js";
import { firstByKey, withKeys } from "../../../model/values.js";

/** Block types of other APIs that reach the Messages API, and what they are here: the hint for each, by type. */
const FOREIGN_TYPES: Readonly<Record<string, string>> = {
  input_text: "OpenAI's Responses API `input_text` block is a `text` block here.",
  output_text: "OpenAI's Responses API `output_text` block is a `text` block here.",
  image_url:
    'OpenAI\'s `image_url` part is an `image` block here: `{"type": "image", "source": {"type": "url", "url": ...}}`, or `"source": {"type": "base64", "media_type": ..., "data": ...}` for a data URL.',
  input_image: "OpenAI's Responses API `input_image` block is an `image` block here, with a `url` or `base64` `source`.",
  input_file: "OpenAI's `input_file` block is a `document` block here (PDF or plain text), with a `base64`, `url`, `text` or `file` source.",
  file: "OpenAI's `file` part is a `document` block here, with a `base64`, `url`, `text` or `file` source.",
  input_audio: "The Messages API takes no audio: transcribe it and send the text.",
  function_call: "OpenAI's `function_call` item is a `tool_use` block here (`id`, `name`, and `input` as an object), in an assistant message.",
  function_call_output: "OpenAI's `function_call_output` item is a `tool_result` block here, with the call's id as `tool_use_id`, in a user message.",
  tool_call: "A `tool_call` is a `tool_use` block here (`id`, `name`, and `input` as an object), in an assistant message.",
  reasoning:
    "A `reasoning` item is not sent back here: Claude's own reasoning comes as `thinking` blocks with a signature; another provider's reasoning cannot be, so drop it or send it as text.",
  refusal: "OpenAI's `refusal` part is a `text` block here.",
};

export default createRule("content-block-unknown-type", {
  meta: {
    description:
      "A content block has the type of another API's message format (OpenAI's `image_url`, `input_text`, `function_call`, …), which the Messages API does not know.",
    category: "api",
    needs: { blocks: Object.keys(FOREIGN_TYPES) },
    recommended: true,
    fixable: true,
    spec: "#28",
    messages: { tagInvalid: STRUCTURAL_MESSAGES.tagInvalid },
    hints: FOREIGN_TYPES,
    api: {
      row: "28",
      area: "blocks",
      status: "C",
      reason: "a structural check of the request",
      texts: ["{{path}}: Input tag '{{type}}' found using 'type' does not match any of the expected tags: {{tags}}"],
      paths: ["messages.N.content.M"],
    },
  },
  visit: {
    request(context) {
      const { model: conversation, request, settings } = context;
      const foreign: Block[] = [];
      for (const message of conversation.messages) {
        for (const block of message.blocks)
          if (block.type !== undefined && block.blockIndex >= 0 && Object.hasOwn(FOREIGN_TYPES, block.type)) foreign.push(block);
      }
      if (foreign.length === 0) return;
      // The text (with its list of expected tags) is the structural schema's: this rule adds the hint and the fix, and
      // reports nothing where the schema has no finding.
      const variant: SchemaVariant = settings.betas !== undefined && settings.betas.length === 0 ? "ga" : "beta";
      const schema = conversation.state?.schemas.get(settings.apiVersion, variant);
      if (!schema) return;
      const keys = Object.keys(request);
      const findings = structuralFindings(request, schema, { messagesOnly: keys.length === 1 && keys[0] === "messages" });
      // The first `tagInvalid` finding at each pointer, found once: a search of every finding per block was quadratic.
      const tagInvalidAt = firstByKey(findings, (f) => (f.messageId === "tagInvalid" ? f.pointer : undefined));
      for (const block of foreign) {
        const finding = tagInvalidAt.get(block.pointer);
        if (!finding) continue;
        context.report({
          messageId: "tagInvalid",
          at: block,
          data: withKeys(finding.data, { path: finding.path }),
          hint: block.type!,
          fix: convert(block),
        });
      }
    },
  },
});

/** The same content as a Messages API block, where the conversion is exact: text parts and image URLs. */
function convert(block: Block): Fix | undefined {
  const { value } = block;
  const others = (allowed: string[]) => Object.keys(value).filter((key) => !allowed.includes(key));
  let replacement: Record<string, unknown> | undefined;
  if ((block.type === "input_text" || block.type === "output_text") && typeof value.text === "string" && value.text.trim() !== "") {
    // Empty `annotations` carry nothing; any other field would be lost.
    const annotationsEmpty = value.annotations === undefined || (Array.isArray(value.annotations) && value.annotations.length === 0);
    if (
      annotationsEmpty &&
      others(["type", "text", "annotations", "logprobs"]).length === 0 &&
      (value.logprobs === undefined || (Array.isArray(value.logprobs) && value.logprobs.length === 0))
    ) {
      replacement = { type: "text", text: value.text };
    }
  } else if (block.type === "image_url" || block.type === "input_image") {
    const url = block.type === "image_url" ? (isRecord(value.image_url) ? value.image_url.url : value.image_url) : value.image_url;
    if (typeof url === "string" && others(["type", "image_url", "detail"]).length === 0) replacement = imageBlock(url);
  }
  if (!replacement) return undefined;
  const edit: Edit = { op: "replace", path: block.pointer, value: replacement };
  return {
    description: `Rewrite the \`${block.type}\` block as ${replacement.type === "image" ? "an" : "a"} \`${replacement.type as string}\` block`,
    edits: [edit],
  };
}

const DATA_URL = /^data:(image\/(?:jpeg|png|gif|webp));base64,([A-Za-z0-9+/=]+)$/;

function imageBlock(url: string): Record<string, unknown> | undefined {
  const data = DATA_URL.exec(url);
  if (data) return { type: "image", source: { type: "base64", media_type: data[1], data: data[2] } };
  return /^https?:\/\/\S+$/.test(url) ? { type: "image", source: { type: "url", url } } : undefined;
}
