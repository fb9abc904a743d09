/** `toPosixRelative`: the names files are reported under, the same as `path.relative` gives, however the paths are spelled. */
import { posix, relative, sep } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toPosix, toPosixRelative } from "../src/files/paths.js";

/** What `toPosixRelative` answered before its shortcut: `path.relative` every time. */
function byRelative(path: string, base: string, inside: boolean): string | undefined {
  const rel = relative(base, path);
  if (inside) {
    if (rel === "") return "";
    if (rel === ".." || rel.startsWith(`..${sep}`) || posix.isAbsolute(rel)) return undefined;
    return toPosix(rel);
  }
  return toPosix(rel || path);
}

// Segments that stress the shortcut: dots, empty ones, names that share a prefix with the base.
const segment = fc.constantFrom("a", "b", "ab", "a.json", ".", "..", "", ".git", "..a", "a..", " ", "files-1");
const path = fc.array(segment, { minLength: 0, maxLength: 6 }).map((parts) => `/${parts.join("/")}`);

describe("toPosixRelative", () => {
  // On any platform: where the shortcut does not apply (Windows), both sides are `path.relative`.
  it("gives what path.relative gives, for resolved and unresolved paths alike", () => {
    fc.assert(
      fc.property(path, path, fc.boolean(), (file, base, inside) => {
        const expected = byRelative(file, base, inside);
        expect(inside ? toPosixRelative(file, base, true) : toPosixRelative(file, base)).toBe(expected);
      }),
      { numRuns: 5000 },
    );
  });

  it.runIf(sep === "/")("takes a file's name under its folder from the path itself", () => {
    expect(toPosixRelative("/work/files-1/00/a.json", "/work/files-1")).toBe("00/a.json");
    expect(toPosixRelative("/work/files-10/a.json", "/work/files-1")).toBe("../files-10/a.json");
    expect(toPosixRelative("/work/files-1/./a.json", "/work/files-1")).toBe("a.json");
    expect(toPosixRelative("/work/files-1/x/../a.json", "/work/files-1")).toBe("a.json");
    expect(toPosixRelative("/work/files-1/", "/work/files-1", true)).toBe("");
    expect(toPosixRelative("/work/a.json", "/work/files-1/..")).toBe("a.json");
  });
});
