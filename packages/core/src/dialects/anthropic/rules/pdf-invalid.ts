import { createRule } from "../create-rule.js";
import { shared } from "../conversation.js";
import { mediaBlocks, sniffPdf, type PdfSniff } from "../analyses/media.js";

// linear: each repeated parameter opens with a `;` that the characters before it cannot match.
const DATA_URL = /^data:application\/pdf(;[\w.+-]+=[^;,]*)*;base64,/;

/** Why base64 data is no PDF, as the hint that says so. */
function cause(sniff: Exclude<PdfSniff, { kind: "pdf" }>, data: string): { hint: string; other?: string } {
  if (sniff.kind === "empty") return { hint: "empty" };
  if (sniff.kind === "invalid-base64") return { hint: data.startsWith("data:") ? "dataUrl" : "notBase64" };
  return sniff.other ? { hint: "otherFormat", other: sniff.other } : { hint: "noHeader" };
}

export default createRule("pdf-invalid", {
  meta: {
    description: "A base64 PDF document's data is empty, not base64, or has no `%PDF-` header.",
    category: "api",
    needs: { blocks: ["document"] },
    recommended: true,
    fixable: true,
    spec: "#75",
    messages: { invalid: "{{path}}.pdf.source.base64.data: The PDF specified was not valid." },
    hints: {
      empty: "The data is empty: the file was never read, or its bytes were lost when the message was stored.",
      dataUrl: "The data is a data URL: `data` takes the base64 text alone, without its `data:…;base64,` prefix.",
      notBase64: "The data is not valid base64, so it cannot be a PDF.",
      otherFormat: "The bytes are {{other}}, not a PDF: a base64 `document` must be a PDF (send images as `image` blocks, text as a `text` source).",
      noHeader: "The bytes have no `%PDF-` header in their first 1024 bytes: the file is no PDF, or is damaged.",
    },
    api: { row: "75", area: "documents", status: "C", reason: "base64 and the `%PDF-` header; damage past the header is not found" },
  },
  visit: {
    request(context) {
      for (const block of shared(context.model, mediaBlocks)) {
        const source = block.source;
        if (block.kind !== "document" || source?.type !== "base64" || source.media_type !== "application/pdf" || typeof source.data !== "string")
          continue;
        const data = source.data;
        const sniff = sniffPdf(data);
        if (sniff.kind === "pdf") continue;
        const at = context.at(block, "source", "data");
        const prefix = DATA_URL.exec(data)?.[0];
        const payload = prefix === undefined ? undefined : data.slice(prefix.length);
        const { hint, ...found } = cause(sniff, data);
        context.report({
          messageId: "invalid",
          at,
          data: { path: block.path, ...found },
          hint,
          fix:
            payload !== undefined && sniffPdf(payload).kind === "pdf"
              ? { description: "Remove the data URL prefix", edits: [{ op: "replace", path: at.pointer, value: payload }] }
              : undefined,
        });
      }
    },
  },
});
