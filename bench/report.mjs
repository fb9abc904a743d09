#!/usr/bin/env node
/**
 * The HTML report on a conversation of 10,000 messages (issue 23): the CLI writing it, against a process that reads
 * and parses the same file (bench/floor.mjs); and, in Debian's Chromium (playwright-core), the first draw against
 * `JSON.parse` of the page's data in the same page, and the frames while the conversation is scrolled: 2,000 frames
 * at 200 px a frame (a fast wheel) from the top, and top to bottom at one screen a frame (a fling). Budgets, not
 * assertions: a first draw within 1 s and, at 200 px a frame, a 95th-percentile frame within 33.4 ms (30 frames a
 * second: two frames at 60 Hz) are what "opens at once and scrolls smoothly" means here. Frame lengths include waiting for the CPU (and
 * software raster: --disable-gpu): read them with the load average printed beside them.
 *
 *   node bench/report.mjs [--runs N] [--json-rows]      (pnpm bench runs it as its last figures)
 *
 * Needs a build (`pnpm build`). Without Chromium at /usr/bin/chromium the browser figures are reported as not measured.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { CHROMIUM, launchChromium } from "../scripts/chromium.mjs";
import { CORPUS_DIR, rngFrom } from "./generate.mjs";
import { median } from "./stats.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, "../packages/cli/bin/msglint.js");
const FLOOR = join(HERE, "floor.mjs");
const MESSAGES = 10_000;
const argv = process.argv.slice(2);
const RUNS = Number(argv[argv.indexOf("--runs") + 1] || 5) || 5;
const log = (line) => process.stderr.write(`${line}\n`);
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** An agent's session: a text and one to three tool calls per assistant turn, their results after; 1% of pairs broken. */
function conversation() {
  const rng = rngFrom(23);
  const words = "the a of to and in is for that it with request response tool result file path line test build cache retry worker".split(" ");
  const text = (min, max) => Array.from({ length: rng.int(min, max) }, () => rng.pick(words)).join(" ");
  const messages = [{ role: "user", content: `Fix the failing tests. ${text(20, 60)}` }];
  let n = 0;
  while (messages.length < MESSAGES - 1) {
    const ids = Array.from({ length: rng.int(1, 3) }, () => `toolu_${String(n++).padStart(6, "0")}`);
    const calls = ids.map((id) => ({ type: "tool_use", id, name: rng.pick(["bash", "read_file"]), input: { command: text(3, 12) } }));
    messages.push({ role: "assistant", content: [{ type: "text", text: text(10, 80) }, ...calls] });
    const results = ids.map((id) => ({
      type: "tool_result",
      tool_use_id: id,
      content: Array.from({ length: rng.int(2, 30) }, () => text(4, 16)).join("\n"),
    }));
    // 1% broken: a result dropped, or a text before the results.
    if (rng.chance(0.005)) results.pop();
    const content = rng.chance(0.005) ? [{ type: "text", text: "Also: " + text(5, 20) }, ...results] : results;
    messages.push({ role: "user", content: content.length ? content : "Go on." });
  }
  messages.push({ role: "assistant", content: "All tests pass." });
  return {
    model: "claude-haiku-4-5",
    max_tokens: 4096,
    tools: [
      { name: "bash", input_schema: { type: "object" } },
      { name: "read_file", input_schema: { type: "object" } },
    ],
    messages,
  };
}

export async function measure(runs = RUNS) {
  mkdirSync(CORPUS_DIR, { recursive: true });
  const input = join(CORPUS_DIR, "report-10k-messages.json");
  if (!existsSync(input)) writeFileSync(input, JSON.stringify(conversation(), null, 1));
  const bytes = statSync(input).size;
  const scratch = mkdtempSync(join(tmpdir(), "msglint-bench-report-"));
  const report = join(scratch, "report.html");
  const rows = [];

  log(`report: the CLI writes the HTML report of ${MESSAGES} messages (${(bytes / 1e6).toFixed(1)} MB)`);
  const cli = [];
  const floor = [];
  for (let r = 0; r < runs; r++) {
    let start = performance.now();
    spawnSync(process.execPath, [FLOOR, input]);
    floor.push(performance.now() - start);
    start = performance.now();
    const run = spawnSync(process.execPath, [CLI, "--format", "html", "-o", report, input], { encoding: "utf8" });
    cli.push(performance.now() - start);
    if (run.status === 2) throw new Error(run.stderr);
  }
  const html = statSync(report).size;
  rows.push({
    figure: "HTML report: the CLI writes it (end to end)",
    input: `${MESSAGES} messages`,
    size: bytes,
    ms: median(cli),
    against: "a process that reads and parses it",
    againstMs: median(floor),
    note: `page ${(html / 1e6).toFixed(1)} MB`,
  });

  if (!existsSync(CHROMIUM)) {
    log(`report: CHROMIUM IS MISSING at ${CHROMIUM}: the browser figures are NOT measured`);
    rows.push({ figure: "HTML report in Chromium", input: `${MESSAGES} messages`, size: bytes, missing: `not measured: no Chromium at ${CHROMIUM}` });
    rmSync(scratch, { recursive: true, force: true });
    return rows;
  }
  const draws = [];
  const parses = [];
  const scrolls = { wheel: { frames: [], work: [], turns: 0 }, fling: { frames: [], work: [], turns: 0 } };
  const jumps = [];
  const load = [];
  for (let r = 0; r < runs; r++) {
    log(`report: Chromium run ${r + 1}/${runs}`);
    const context = await launchChromium();
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`file://${report}`);
    await page.waitForSelector("html[data-ready]");
    draws.push(await page.evaluate(() => performance.getEntriesByName("msglint-drawn")[0].startTime));
    parses.push(
      await page.evaluate(() => {
        const text = document.getElementById("report-data").textContent;
        const start = performance.now();
        JSON.parse(text);
        return performance.now() - start;
      }),
    );
    // Top to bottom at a fixed step a frame: each frame's length, and the main thread's work in frames over 50 ms.
    for (const [speed, step, limit] of [
      ["wheel", 200, 2_000],
      ["fling", 0, 40_000],
    ]) {
      load.push(loadavg()[0]);
      const scroll = await page.evaluate(
        ([step, limit]) =>
          new Promise((done) => {
            const main = document.getElementById("conversation");
            main.scrollTop = 0;
            const work = [];
            const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => work.push(entry.duration)));
            observer.observe({ type: "long-animation-frame" });
            const lengths = [];
            let last = performance.now();
            const frame = (now) => {
              lengths.push(now - last);
              last = now;
              main.scrollTop += step || main.clientHeight;
              if (main.scrollTop + main.clientHeight < main.scrollHeight - 2 && lengths.length <= limit) return requestAnimationFrame(frame);
              setTimeout(() => {
                observer.disconnect();
                done({ lengths, work, turns: document.querySelectorAll("article.turn").length });
              }, 100);
            };
            requestAnimationFrame(frame);
          }),
        [step, limit],
      );
      scrolls[speed].frames.push(...scroll.lengths.slice(1));
      scrolls[speed].work.push(...scroll.work);
      scrolls[speed].turns = Math.max(scrolls[speed].turns, scroll.turns);
    }
    // A jump to the last finding of the panel, from the top: the chunk it lands in drawn, then scrolled to.
    await page.evaluate(() => (document.getElementById("conversation").scrollTop = 0));
    jumps.push(
      await page.evaluate(() => {
        const buttons = document.querySelectorAll("#finding-list button[data-k]");
        const start = performance.now();
        buttons[buttons.length - 1].click();
        return performance.now() - start;
      }),
    );
    await context.close();
  }
  rows.push({
    figure: "HTML report in Chromium: first draw (from navigation)",
    input: `${MESSAGES} messages`,
    size: html,
    ms: median(draws),
    against: "JSON.parse of the page's data, in the page",
    againstMs: median(parses),
    budget: 1000,
  });
  const loadNote = `load average ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)} on ${availableParallelism()} cores`;
  for (const [speed, label] of [
    ["wheel", "200 px a frame (2,000 frames from the top)"],
    ["fling", "one screen a frame, top to bottom"],
  ]) {
    const { frames, work, turns } = scrolls[speed];
    const perFrame = frames.length ? work.reduce((a, b) => a + b, 0) / frames.length : 0;
    rows.push({
      figure: `HTML report in Chromium: scrolling at ${label}, 95th-percentile frame`,
      input: `${MESSAGES} messages`,
      size: html,
      ms: percentile(frames, 0.95),
      note: `median frame ${median(frames).toFixed(1)} ms, longest ${Math.max(...frames).toFixed(0)} ms, ${frames.length} frames; main-thread frames over 50 ms: ${work.length} (longest ${work.length ? Math.max(...work).toFixed(0) : 0} ms, ${perFrame.toFixed(1)} ms a frame on average); at most ${turns} of ${MESSAGES} turns on the page; ${loadNote}`,
      ...(speed === "wheel" ? { budget: 33.4 } : {}),
    });
  }
  rows.push({
    figure: "HTML report in Chromium: jump to the last finding",
    input: `${MESSAGES} messages`,
    size: html,
    ms: median(jumps),
    budget: 100,
  });
  rmSync(scratch, { recursive: true, force: true });
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await measure();
  if (argv.includes("--json-rows")) process.stdout.write(JSON.stringify(rows) + "\n");
  else {
    const lines = ["| figure | input | median | against | ratio | budget | notes |", "|---|---|---|---|---|---|---|"];
    for (const r of rows) {
      if (r.missing) {
        lines.push(`| ${r.figure} | ${r.input} | — | — | — | — | **${r.missing}** |`);
        continue;
      }
      const ratio = r.againstMs ? `${(r.ms / r.againstMs).toFixed(2)}×` : "—";
      const against = r.againstMs ? `${r.against}, ${r.againstMs.toFixed(0)} ms` : "—";
      const budget = r.budget ? `≤ ${r.budget} ms: ${r.ms <= r.budget ? "met" : "**missed**"}` : "—";
      lines.push(`| ${r.figure} | ${r.input} | ${r.ms.toFixed(1)} ms | ${against} | ${ratio} | ${budget} | ${r.note ?? ""} |`);
    }
    process.stdout.write(lines.join("\n") + "\n");
  }
}
