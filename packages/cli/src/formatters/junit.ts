import type { CliMessage, Formatter } from "../types.js";
import { cut, xmlAttribute as attr, xmlText as text } from "./text.js";

function testcase(filePath: string, m: CliMessage, docsUrl: string | undefined): string {
  const ruleId = m.ruleId ?? "msglint/fatal";
  const where = `${m.line ?? 0}:${m.column ?? 0}`;
  const message = cut(m.message);
  const body = [`${filePath}:${where}: ${m.severity} ${message}`];
  if (!m.fatal && m.hint) body.push(`Hint: ${cut(m.hint)}`);
  body.push(`Rule: ${ruleId}${docsUrl ? ` (${docsUrl})` : ""}`);
  if (m.pointer) body.push(`Pointer: ${m.pointer}`);
  // A file that could not be linted did not run: an <error>; a finding is a <failure>, warnings included, as in ESLint's formatter.
  const element = m.fatal ? "error" : "failure";
  return (
    `    <testcase name="${attr(`${where} ${ruleId}`)}" classname="${attr(filePath)}" time="0">\n` +
    `      <${element} message="${attr(message)}" type="${attr(m.fatal ? "fatal" : m.severity)}">${text(body.join("\n"))}</${element}>\n` +
    `    </testcase>\n`
  );
}

/** JUnit XML: one testsuite per file, one testcase per finding, and one passing testcase for a clean file. */
const junit: Formatter = (results, { rulesMeta }) => {
  let tests = 0;
  let failures = 0;
  let errors = 0;
  let suites = "";
  for (const { filePath, messages } of results) {
    const fatal = messages.filter((m) => m.fatal).length;
    const count = Math.max(1, messages.length);
    tests += count;
    failures += messages.length - fatal;
    errors += fatal;
    suites += `  <testsuite name="${attr(filePath)}" tests="${count}" failures="${messages.length - fatal}" errors="${fatal}" skipped="0" time="0">\n`;
    if (messages.length === 0) suites += `    <testcase name="${attr(filePath)}" classname="${attr(filePath)}" time="0"/>\n`;
    for (const m of messages) suites += testcase(filePath, m, m.ruleId ? rulesMeta[m.ruleId]?.docsUrl : undefined);
    suites += "  </testsuite>\n";
  }
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<testsuites name="msglint" tests="${tests}" failures="${failures}" errors="${errors}" time="0">\n` +
    suites +
    `</testsuites>\n`
  );
};

export default junit;
