import type { Formatter } from "../types.js";

/** Long texts from a conversation must not bloat a report. */
const MAX_TEXT = 1000;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Characters XML 1.0 cannot hold at all, not even as references. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

function cut(value: string): string {
  if (value.length <= MAX_TEXT) return value;
  const end = /[\uD800-\uDBFF]/.test(value[MAX_TEXT - 1]!) ? MAX_TEXT - 1 : MAX_TEXT;
  return `${value.slice(0, end)}… (${value.length - end} more characters)`;
}

/** In double quotes: `"`, `&` and `<` escaped (and `>`); tab, CR and LF as references, or a parser would turn them into spaces; C1 controls as references, to be seen. */
function attr(value: string | number): string {
  return String(value)
    .replace(LONE_SURROGATE, "\uFFFD")
    .replace(NOT_XML, "")
    .replace(/[&<>"\t\n\r\u007F-\u009F]/g, (c) => ENTITIES[c] ?? `&#${c.charCodeAt(0)};`);
}

/**
 * Checkstyle XML as ESLint's checkstyle formatter writes it: every file, one `<error>` per finding with the rule id after
 * the message and `msglint.rules.<id>` as its source.
 */
const checkstyle: Formatter = (results) => {
  let out = `<?xml version="1.0" encoding="UTF-8"?>\n<checkstyle version="4.3">\n`;
  for (const { filePath, messages } of results) {
    if (messages.length === 0) {
      out += `  <file name="${attr(filePath)}"/>\n`;
      continue;
    }
    out += `  <file name="${attr(filePath)}">\n`;
    for (const m of messages) {
      const message = `${cut(m.message)}${m.ruleId ? ` (${m.ruleId})` : ""}`;
      const source = m.ruleId ? `msglint.rules.${m.ruleId}` : "msglint.fatal";
      out += `    <error line="${attr(m.line ?? 0)}" column="${attr(m.column ?? 0)}" severity="${m.severity}" message="${attr(message)}" source="${attr(source)}"/>\n`;
    }
    out += "  </file>\n";
  }
  return out + "</checkstyle>\n";
};

export default checkstyle;
