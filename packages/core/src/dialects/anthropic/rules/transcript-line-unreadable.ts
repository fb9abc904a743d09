import { createRule } from "../create-rule.js";

/**
 * Reported by the engine for a line of a Claude Code transcript that does not parse; the rule has no check of its
 * own. Claude Code and the Agent SDK skip such lines when they rebuild the conversation.
 */
export default createRule("transcript-line-unreadable", {
  meta: {
    description: "A line of a Claude Code session transcript is not valid JSON, so it is skipped when the session is resumed.",
    category: "risk",
    recommended: true,
    messages: {
      truncated:
        "The last line of the transcript is cut off ({{detail}} at column {{column}}): it was being written when the session stopped, and resuming skips it.",
      corrupt:
        "A line of the transcript is not valid JSON ({{detail}} at column {{column}}): resuming skips it, and the entries that name it as their parent lose the history before it.",
    },
    api: { wording: "msglint", area: "transcripts", reason: "msglint's own: a Claude Code transcript line that does not parse" },
  },
});
