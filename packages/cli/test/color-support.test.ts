import { describe, expect, it } from "vitest";
import { forcedColor, normalizeColorFlags, terminalColor, useColor } from "../src/color-support.js";

describe("colour, by supports-color's conventions", () => {
  it.each([
    [undefined, undefined],
    ["", true],
    ["1", true],
    ["2", true],
    ["3", true],
    ["7", true],
    ["true", true],
    ["0", false],
    ["false", false],
    ["yes", undefined],
    ["-1", undefined],
  ] as const)("FORCE_COLOR=%s forces %s", (value, expected) => {
    expect(forcedColor(value === undefined ? {} : { FORCE_COLOR: value })).toBe(expected);
  });

  it("a terminal is coloured unless NO_COLOR is set and not empty, or TERM is dumb; a pipe only on Azure Pipelines", () => {
    expect(terminalColor({}, true)).toBe(true);
    expect(terminalColor({ NO_COLOR: "1" }, true)).toBe(false);
    expect(terminalColor({ NO_COLOR: "" }, true)).toBe(true);
    expect(terminalColor({ TERM: "dumb" }, true)).toBe(false);
    expect(terminalColor({}, false)).toBe(false);
    expect(terminalColor({ TF_BUILD: "True", AGENT_NAME: "Hosted Agent" }, false)).toBe(true);
  });

  it("FORCE_COLOR beats the flags, the flags beat the terminal; a file is coloured only when --color asks", () => {
    expect(useColor({ forced: false, flag: true, terminal: true })).toBe(false);
    expect(useColor({ forced: true, flag: false, terminal: false })).toBe(true);
    expect(useColor({ flag: true, terminal: false })).toBe(true);
    expect(useColor({ flag: false, terminal: true })).toBe(false);
    expect(useColor({ terminal: true })).toBe(true);
    expect(useColor({ forced: true, terminal: true }, true)).toBe(false);
    expect(useColor({ flag: true, terminal: false }, true)).toBe(true);
    expect(useColor({ forced: false, flag: true, terminal: false }, true)).toBe(false);
  });

  it("reads supports-color's spellings of the flags, up to --", () => {
    expect(normalizeColorFlags(["--colors", "--color=always", "--color=16m", "--no-colors", "--color=never", "--", "--colors"])).toEqual([
      "--color",
      "--color",
      "--color",
      "--no-color",
      "--no-color",
      "--",
      "--colors",
    ]);
  });
});
