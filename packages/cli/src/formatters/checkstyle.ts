import type { Formatter } from "../types.js";
import { cut, xmlAttribute as attr } from "./text.js";

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
