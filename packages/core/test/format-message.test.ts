import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatMessage } from "../src/engine/messages.js";

/** The one-regex fill the cached template parts stand in for. */
const reference = (template: string, data: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (Object.prototype.hasOwnProperty.call(data, name) ? String(data[name]) : match));

describe("formatMessage", () => {
  it("fills known placeholders, spaced or not, and leaves unknown ones as written", () => {
    expect(formatMessage("{{path}}: {{ id }} and {{missing}} {{", { path: "messages.1", id: 7 })).toBe("messages.1: 7 and {{missing}} {{");
    expect(formatMessage("no placeholders")).toBe("no placeholders");
  });

  it("agrees with a regex replace on any template, filled twice (the second from the cache)", () => {
    const piece = fc.constantFrom("{{path}}", "{{ id }}", "{{x}}", "{{", "}}", "{", "a", " ", "{{path}}{{id}}");
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 8 }),
        fc.constantFrom<Record<string, string | number>>({}, { path: "p" }, { id: 3, x: "$&" }),
        (pieces, data) => {
          const template = pieces.join("");
          expect(formatMessage(template, data)).toBe(reference(template, data));
          expect(formatMessage(template, data)).toBe(reference(template, data));
        },
      ),
    );
  });
});
