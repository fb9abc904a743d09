/** The fast reading of the command line agrees with yargs wherever it answers, and answers the usual command lines. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildParser, OPTIONS, readSimpleArgs } from "../src/args.js";
import { FORMATTER_NAMES, loadFormatter } from "../src/formatters/names.js";
import { formatters } from "../src/formatters/index.js";

/** What yargs reads, in the fields the lint command uses; undefined when yargs rejects the command line. */
async function yargsRead(argv: string[]): Promise<Record<string, unknown> | undefined> {
  let failed = false;
  const parser = (await buildParser(argv)).fail(() => {
    failed = true;
  });
  let args: Record<string, unknown>;
  try {
    args = (await parser.parseAsync()) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (failed) return undefined;
  return Object.fromEntries(["_", "help", ...Object.keys(OPTIONS)].filter((key) => args[key] !== undefined).map((key) => [key, args[key]]));
}

const fields = (args: object) => Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined));

describe("readSimpleArgs", () => {
  it("reads the usual command lines without yargs", () => {
    for (const argv of [
      [],
      ["recordings/"],
      ["a.json", "b.jsonl", "--format", "json"],
      ["-", "--stdin-filename", "req.json", "-f", "compact"],
      ["--no-config-lookup", "bench/.corpus/single-10k.json"],
      ["x.json", "--rule", "tool-use-missing-result: off", "--rule=thinking-signature-missing: warn", "--max-warnings", "0"],
      ["logs/", "--concurrency", "2", "--target", "bedrock", "--api-version", "2023-06-01", "--quiet", "--no-color"],
    ]) {
      expect(readSimpleArgs(argv), argv.join(" ")).toBeDefined();
    }
  });

  it("leaves help, unknown options and values yargs coerces or rejects to yargs", () => {
    for (const argv of [
      ["--help"],
      ["-h"],
      ["--version"],
      ["--formatt", "json"],
      ["--format", "nope"],
      ["--format"],
      ["--betas", ""],
      ["--fix", "true"],
      ["--quiet=false"],
      ["--max-warnings", "-1"],
      ["--max-warnings", "1e3"],
      ["--format", "json", "--format", "compact"],
      ["123"],
      ["--", "a.json"],
      ["-fjson"],
      ["--outputFile", "x"],
      ["--no-format"],
    ]) {
      expect(readSimpleArgs(argv), argv.join(" ")).toBeUndefined();
    }
  });

  it("lists the formatters that exist, in their order", () => {
    expect([...FORMATTER_NAMES]).toEqual(Object.keys(formatters));
  });

  it("loads each formatter by its name", async () => {
    for (const name of FORMATTER_NAMES) expect(await loadFormatter(name), name).toBe(formatters[name]);
  });

  it("reads what yargs reads, wherever it answers", async () => {
    const long = Object.keys(OPTIONS).flatMap((name) => [`--${name}`, `--no-${name}`]);
    const short = ["-f", "-o", "-c", "-h", "-x"];
    const values = [
      "json",
      "compact",
      "bedrock",
      "har",
      "2",
      "0",
      "10",
      "-1",
      "1e3",
      "0x1",
      "true",
      "false",
      "",
      "-",
      "a.json",
      "dir/",
      "x: off",
      "2023-06-01",
      "1/3",
      " spaced",
    ];
    const token = fc.oneof(
      fc.constantFrom(...long, ...short, "--", "--help"),
      fc.constantFrom(...values),
      fc.tuple(fc.constantFrom(...Object.keys(OPTIONS)), fc.constantFrom(...values)).map(([name, value]) => `--${name}=${value}`),
      fc.string({ maxLength: 6 }),
    );
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(token, { maxLength: 6 }), async (argv) => {
        const simple = readSimpleArgs(argv);
        if (simple === undefined) return;
        answered++;
        expect(fields(simple)).toEqual(await yargsRead(argv));
      }),
      { numRuns: 400 },
    );
    expect(answered).toBeGreaterThan(20);
  });
});
