/**
 * Fidelity of a dialect against real recorded requests (the "Done when" of issues 17 to 20), one folder per dialect:
 * every body OpenAI accepted (HTTP 200) must lint with no error, and a body it rejected (HTTP 400) counts as
 * caught when msglint reports an error whose message contains the provider's text. Not part of the test suite;
 * it reads the build (`npx pnpm@12.4.2 build` first).
 *
 *   node bench/fidelity/run.mjs [<dialect>] [--json]     (openai-chat when none is named)
 *
 * Cases: bench/fidelity/<dialect>/accepted/*.json (a request body each, or `{ model, target?, now?, body }` where the
 * model is not in the body: Gemini and Converse take it from the URL) and rejected/*.json
 * (`{ status, error: { message, … }, undecidable?, model?, target?, region?, endpoint?, now?, body }`: HTTP 400, or
 * another refusal of the request, such as Bedrock's 404 for a model past its end of life), with their sources in
 * bench/fidelity/<dialect>/SOURCES.md. `target` is the dialect's target the request was sent to (`vertex` for a Gemini
 * body recorded against aiplatform.googleapis.com), passed as settings.target; without it the dialect's default.
 * `now` is the day the exchange was recorded (`YYYY-MM-DD`), passed as settings.now; a case without it is linted on
 * `RECORDED_BEFORE`. `undecidable` says why a rejection cannot be known offline (an image URL OpenAI could not
 * download); such a case still counts in the rejected total, and is listed apart when missed.
 * Exit code 1 when an accepted body gets an error or fewer than 90% of all the rejected ones are caught.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, "..", "..");
const { lint, locatePointers } = await import(pathToFileURL(join(ROOT, "packages/core/dist/index.js")).href);
const DIALECTS = readdirSync(HERE).filter((name) => statSync(join(HERE, name)).isDirectory());
const args = process.argv.slice(2);
const asJson = args.includes("--json");
const dialect = args.find((arg) => arg !== "--json") ?? "openai-chat";
if (!DIALECTS.includes(dialect)) {
  console.error(`Unknown dialect ${dialect}: one of ${DIALECTS.join(", ")}.`);
  process.exit(2);
}
const CASES = join(HERE, dialect);
/**
 * The calendar of a case that does not give the day it was recorded: before the first end-of-life date msglint's model
 * tables hold (Claude 3.7 Sonnet on Bedrock, 2026-04-28), so that a recording made while its model was served is judged
 * as on that day, not on today's calendar (on which every 200 from a model since retired would count as a false error,
 * and the figures would change as the calendar moves). A case recorded after a model's end of life gives its `now`.
 */
const RECORDED_BEFORE = "2026-01-01";

const read = (kind) =>
  readdirSync(join(CASES, kind))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const text = readFileSync(join(CASES, kind, name), "utf8");
      return { name: `${kind}/${name}`, text, data: JSON.parse(text) };
    });

/**
 * A case's body, model, target and Region: a bare body, or `{ model, target?, region?, endpoint?, body }` (the model and the
 * Region are the URL's, not the body's). The body is linted as the file writes it, as a sent body is: OpenAI echoes a
 * number as written (`99.0`), which a parsed value no longer tells.
 */
const requestOf = ({ text, data }) =>
  typeof data.model === "string" && typeof data.body === "object" && data.body !== null
    ? { model: data.model, target: data.target, region: data.region, now: data.now, body: bodyText(text) }
    : { body: text };
/** The text of a case file's `body` member, as the file writes it. */
function bodyText(file) {
  const span = locatePointers(file, ["/body"]).get("/body");
  return file.slice(span.start, span.end);
}
const errorsOf = ({ model, target, region, endpoint, now, body }) =>
  lint(body, {
    settings: {
      dialect,
      now: now ?? RECORDED_BEFORE,
      ...(model ? { model } : {}),
      ...(target ? { target } : {}),
      ...(region ? { region } : {}),
      ...(endpoint ? { endpoint } : {}),
    },
  }).filter((d) => d.severity === "error" || d.severity === 2);

const falseErrors = [];
const accepted = read("accepted");
for (const { name, text, data } of accepted) {
  const errors = errorsOf(requestOf({ text, data }));
  if (errors.length > 0) falseErrors.push({ name, errors: errors.map((e) => ({ ruleId: e.ruleId, message: e.message })) });
}

const caught = [];
const missed = [];
const rejected = read("rejected");
for (const { name, text: file, data } of rejected) {
  const text = data.error.message;
  const errors = errorsOf({
    model: data.model,
    target: data.target,
    region: data.region,
    endpoint: data.endpoint,
    now: data.now,
    body: bodyText(file),
  });
  const hit = errors.find((e) => e.message.includes(text));
  if (hit) caught.push({ name, ruleId: hit.ruleId, text });
  else missed.push({ name, text, undecidable: data.undecidable, errors: errors.map((e) => ({ ruleId: e.ruleId, message: e.message })) });
}

const pct = (n, d) => (d === 0 ? "n/a" : `${((100 * n) / d).toFixed(1)}%`);
const summary = {
  accepted: accepted.length,
  acceptedClean: accepted.length - falseErrors.length,
  acceptedCleanPercent: pct(accepted.length - falseErrors.length, accepted.length),
  rejected: rejected.length,
  rejectedCaught: caught.length,
  rejectedCaughtPercent: pct(caught.length, rejected.length),
  rejectedUndecidable: rejected.filter(({ data }) => data.undecidable !== undefined).length,
  decidableCaughtPercent: pct(caught.length, rejected.filter(({ data }) => data.undecidable === undefined).length),
};

if (asJson) {
  console.log(JSON.stringify({ summary, falseErrors, caught, missed }, null, 2));
} else {
  console.log(`Accepted (HTTP 200): ${accepted.length}, linted with no error: ${summary.acceptedClean} (${summary.acceptedCleanPercent})`);
  console.log(`False errors: ${falseErrors.length}`);
  for (const { name, errors } of falseErrors) for (const e of errors) console.log(`  ${name}\n    ${e.ruleId}: ${e.message}`);
  console.log(`Rejected (HTTP 400): ${rejected.length}, caught with the provider's text: ${caught.length} (${summary.rejectedCaughtPercent})`);
  for (const { name, ruleId } of caught) console.log(`  ${name}  (${ruleId})`);
  console.log(`Decidable offline: ${summary.rejected - summary.rejectedUndecidable}, caught ${caught.length} (${summary.decidableCaughtPercent})`);
  const undecidable = missed.filter((m) => m.undecidable !== undefined);
  const decidable = missed.filter((m) => m.undecidable === undefined);
  console.log(`Missed: ${decidable.length}`);
  for (const { name, text, errors } of decidable) {
    console.log(`  ${name}\n    provider: ${text}`);
    for (const e of errors) console.log(`    msglint ${e.ruleId}: ${e.message}`);
  }
  console.log(`Missed, not decidable offline: ${undecidable.length}`);
  for (const { name, text, undecidable: why } of undecidable) console.log(`  ${name}\n    provider: ${text}\n    ${why}`);
}

process.exitCode = falseErrors.length === 0 && caught.length >= 0.9 * rejected.length ? 0 : 1;
