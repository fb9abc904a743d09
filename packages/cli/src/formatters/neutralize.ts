/**
 * The one function every human-read output passes text from input through (file names, tool names, ids, messages and
 * hints that quote them, code frames): a terminal or a CI log must show it, never obey it. C0 and C1 controls and
 * DEL can move the cursor, recolour, retitle the window (`ESC ] 0 ; … BEL`) or hide text; bidi controls and line
 * separators reorder or break what is shown (Trojan Source). Each becomes U+FFFD, one character for one, so code
 * frames stay aligned; a tab becomes a space, and a line break the two characters `\n`, so one finding stays on one
 * line. Machine formats (json, sarif, junit, checkstyle) escape per their format instead.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /\r\n|[\n\r]|[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028-\u202E\u2066-\u2069]|\t/g;

export function neutralize(text: string): string {
  return text.replace(UNSAFE, (match) => (match === "\t" ? " " : match.length === 2 || match === "\n" || match === "\r" ? "\\n" : "\uFFFD"));
}

/** `neutralize` line by line, for a text of several lines that msglint laid out itself (its own line breaks and tabs kept: a unified diff's header has one). */
export function neutralizeLines(text: string): string {
  return text
    .split("\n")
    .map((line) => line.split("\t").map(neutralize).join("\t"))
    .join("\n");
}
