/**
 * `--format html`: one self-contained page (styles and script inline, no network: a Content-Security-Policy forbids
 * any fetch) that draws each linted conversation through the neutral view (`Linter.views`), with every finding at
 * the block it is about. The page is built from data by this pure function; the browser code (html-client.js)
 * draws it lazily, so a conversation of 10,000 messages and a report of thousands of files stay usable.
 */
import { viewTargets, type RequestView, type ViewItem, type ViewTarget } from "@msglint/core";
import type { CliMessage, FileResult, Formatter, FormatterContext } from "../types.js";
import { reportClient } from "./html-client.js";

/** Characters of one text the report carries; the rest is counted, not shown (the file holds it). */
export const TEXT_LIMIT = 20_000;
/** Base64 characters of one image the report embeds (about 150 KB); a larger image is described, not shown. */
export const IMAGE_LIMIT = 200_000;
/** Base64 characters of all images in one report: past it, images are described, so a report stays openable. */
export const IMAGE_BUDGET = 20_000_000;
/** Over this many files the report opens to its file list, with no file drawn. */
export const FILE_LIST_FROM = 2_000;

/** What the page's script reads: one entry per file, the rules that reported, the totals. */
export interface ReportData {
  files: ReportFile[];
  rules: Record<string, { docs: string; description: string }>;
  openToList: boolean;
}

interface ReportFile {
  path: string;
  errors: number;
  warnings: number;
  requests: ReportRequest[];
  /** Why nothing is drawn for the file, when nothing is. */
  note?: string;
  findings: ReportFinding[];
}

interface ReportRequest {
  title: string;
  dialect: string;
  label?: string;
  line?: number;
  /** Absent when the dialect draws no view. */
  turns?: ReportTurn[];
}

interface ReportTurn {
  role: string;
  path: string;
  items: ReportItem[];
}

type ReportItem = Omit<ViewItem, "pointer" | "document" | "within" | "items" | "media"> & {
  /** Characters of `text` left out. */
  cut?: number;
  media?: { mediaType?: string; data?: string; url?: string; bytes?: number };
  items?: ReportItem[];
};

interface ReportFinding {
  rule: string | null;
  severity: "error" | "warning";
  message: string;
  hint?: string;
  line?: number;
  column?: number;
  /** Where it is drawn: request, turn, item, nested item (as far as it lands). Absent: about the file. */
  at?: number[];
}

const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp)$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Builds the report's data: pure, deterministic, no I/O. */
export function reportData(results: readonly FileResult[], context: Pick<FormatterContext, "rulesMeta" | "views">): ReportData {
  const rules: ReportData["rules"] = {};
  let imageBudget = IMAGE_BUDGET;
  const item = (view: ViewItem): ReportItem => {
    const { pointer: _p, document: _d, within: _w, items, media, text, ...rest } = view;
    const out: ReportItem = rest;
    if (text !== undefined) {
      out.text = cutText(text);
      if (out.text.length < text.length) out.cut = text.length - out.text.length;
    }
    if (media) {
      const { data, ...described } = media;
      const shown: NonNullable<ReportItem["media"]> = described;
      if (data !== undefined) {
        const fits = IMAGE_TYPES.test(media.mediaType ?? "") && data.length <= IMAGE_LIMIT && data.length <= imageBudget && BASE64.test(data);
        if (fits) {
          shown.data = data;
          imageBudget -= data.length;
        } else shown.bytes = Math.floor((data.length * 3) / 4);
      }
      out.media = shown;
    }
    if (items) out.items = items.map(item);
    return out;
  };
  const files = results.map((result): ReportFile => {
    const views = context.views?.get(result.filePath);
    const requests = Array.isArray(views) ? views : [];
    const target = requests.length ? viewTargets(requests) : () => undefined;
    const findings = result.messages.map((message) => finding(message, target));
    for (const message of result.messages) {
      const docs = message.ruleId !== null ? context.rulesMeta[message.ruleId] : undefined;
      if (message.ruleId !== null && !rules[message.ruleId])
        rules[message.ruleId] = { docs: docs?.docsUrl ?? "", description: docs?.description ?? "" };
    }
    const file: ReportFile = {
      path: result.filePath,
      errors: result.errorCount,
      warnings: result.warningCount,
      requests: requests.map((request) => reportRequest(request, item)),
      findings,
    };
    const note =
      views === undefined
        ? "The report was made without reading this file's conversations: its findings are listed alone."
        : Array.isArray(views)
          ? views.length === 0
            ? "This file holds no request msglint could read: its findings are listed alone."
            : undefined
          : views.note;
    if (note !== undefined) file.note = note;
    return file;
  });
  return { files, rules, openToList: results.length > FILE_LIST_FROM };
}

function reportRequest(request: RequestView, item: (view: ViewItem) => ReportItem): ReportRequest {
  const out: ReportRequest = { title: request.title, dialect: request.dialect };
  if (request.label !== undefined) out.label = request.label;
  if (request.line !== undefined) out.line = request.line;
  if (request.view) out.turns = request.view.turns.map((turn) => ({ role: turn.role, path: turn.path, items: turn.items.map(item) }));
  return out;
}

function finding(message: CliMessage, target: (diagnostic: CliMessage & { fatal?: false }) => ViewTarget | undefined): ReportFinding {
  const out: ReportFinding = { rule: message.ruleId, severity: message.severity, message: message.message };
  if (!message.fatal && message.hint) out.hint = message.hint;
  if (message.line !== undefined) out.line = message.line;
  if (message.column !== undefined) out.column = message.column;
  const at = message.fatal ? undefined : target(message);
  if (at) out.at = [at.request, at.turn, at.item, at.nested].filter((n) => n !== undefined);
  return out;
}

/** At most `TEXT_LIMIT` characters, never half a surrogate pair. */
function cutText(text: string): string {
  if (text.length <= TEXT_LIMIT) return text;
  const end = /[\uD800-\uDBFF]/.test(text[TEXT_LIMIT - 1]!) ? TEXT_LIMIT - 1 : TEXT_LIMIT;
  return text.slice(0, end);
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON inside a `<script>` element: no `<` can close it or open a comment; U+2028 and U+2029 kept valid everywhere. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The page: the data, the style and the script, in one file. */
export function renderHtml(data: ReportData): string {
  const errors = data.files.reduce((n, f) => n + f.errors, 0);
  const warnings = data.files.reduce((n, f) => n + f.warnings, 0);
  const summary = `${plural(data.files.length, "file")} · ${plural(errors, "error")} · ${plural(warnings, "warning")} · ${plural(Object.keys(data.rules).length, "rule")}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<meta name="color-scheme" content="light dark">
<title>msglint report: ${escapeHtml(summary)}</title>
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#conversation">Skip to the conversation</a>
<header>
<h1>msglint report</h1>
<p id="summary">${escapeHtml(summary)}</p>
<button id="scheme" type="button">Colours: system</button>
</header>
<div id="layout">
<nav id="files" aria-label="Files" hidden></nav>
<main id="conversation" tabindex="-1"><noscript><p class="note">This report draws the conversations with JavaScript: allow scripts for this file to see them.</p></noscript></main>
<aside id="findings" aria-label="Findings"></aside>
</div>
<script type="application/json" id="report-data">${scriptJson(data)}</script>
<script>(${reportClient.toString()})();</script>
</body>
</html>
`;
}

const html: Formatter = (results, context) => renderHtml(reportData(results, context));

export default html;

/** Colours meet WCAG AA (4.5:1) in both schemes; `light-dark()` picks by the scheme the page or the user sets. */
const STYLE = `
:root{color-scheme:light dark;--bg:light-dark(#fff,#0d1117);--fg:light-dark(#1f2328,#e6edf3);--muted:light-dark(#59636e,#9198a1);--line:light-dark(#d1d9e0,#3d444d);--panel:light-dark(#f6f8fa,#151b23);--accent:light-dark(#0969da,#4493f8);--err:light-dark(#cf222e,#ff7b72);--err-bg:light-dark(#ffebe9,#2b1517);--warn:light-dark(#9a6700,#d29922);--warn-bg:light-dark(#fff8c5,#272115);--user:light-dark(#0969da,#4493f8);--assistant:light-dark(#8250df,#ab7df8);--system:light-dark(#59636e,#9198a1);--flash:light-dark(#fff1a8,#3d3300)}
:root[data-scheme=light]{color-scheme:light}:root[data-scheme=dark]{color-scheme:dark}
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg);height:100vh;display:flex;flex-direction:column}
a{color:var(--accent)}
button,input,select{font:inherit;color:inherit}
button{background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:2px 8px;cursor:pointer}
button:hover{border-color:var(--accent)}
:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
code,pre{font:12.5px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;z-index:9;background:var(--bg);padding:4px 8px}
header{display:flex;gap:16px;align-items:center;padding:8px 16px;border-bottom:1px solid var(--line);background:var(--panel)}
header h1{font-size:16px;margin:0}header p{margin:0;flex:1;color:var(--muted)}
#layout{flex:1;min-height:0;display:grid;grid-template-columns:minmax(0,1fr) 26rem}
#layout.with-files{grid-template-columns:18rem minmax(0,1fr) 26rem}
#layout>*{overflow:auto;min-height:0;scrollbar-gutter:stable}
#files,#findings{background:var(--panel);padding:8px 12px}
#files{border-right:1px solid var(--line)}#findings{border-left:1px solid var(--line)}
#conversation{padding:12px 20px 40vh}
@media (max-width:900px){#layout,#layout.with-files{grid-template-columns:1fr;grid-template-rows:auto minmax(0,1fr) auto}#files,#findings{max-height:30vh}}
h2{font-size:15px;margin:8px 0}h3{font-size:14px;margin:16px 0 8px}
.note{color:var(--muted);font-style:italic}
.file-list{list-style:none;margin:8px 0;padding:0}
.file-list button{width:100%;text-align:left;border:0;background:none;padding:4px 6px;display:flex;gap:6px;justify-content:space-between}
.file-list button[aria-current=true]{background:var(--bg);outline:1px solid var(--line)}
.file-list .name{overflow-wrap:break-word;min-width:0}
.count{white-space:nowrap;font-size:12px}.count .e{color:var(--err)}.count .w{color:var(--warn)}
label{display:block;margin:6px 0}fieldset{border:1px solid var(--line);border-radius:6px;margin:6px 0;padding:4px 8px}
fieldset label{display:inline-block;margin-right:12px}
input[type=search],select{width:100%;background:var(--bg);border:1px solid var(--line);border-radius:6px;padding:3px 6px}
.turn{border-left:4px solid var(--system);margin:0 0 10px;padding:4px 0 4px 10px}
.turn.role-user{border-color:var(--user)}.turn.role-assistant,.turn.role-model{border-color:var(--assistant)}
.turn h4{font-size:13px;margin:0 0 4px;display:flex;gap:8px;align-items:baseline}
.role{font-weight:600;text-transform:capitalize}.path{color:var(--muted);font-weight:400}
.item{border:1px solid var(--line);border-radius:6px;padding:6px 8px;margin:4px 0;background:var(--bg)}
.item .item{margin-left:12px}
.item-head{display:flex;flex-wrap:wrap;gap:8px;align-items:baseline;font-size:12.5px}
.kind{font-weight:600}.item-head code{overflow-wrap:anywhere}
.paired{border-left:4px solid hsl(var(--hue) 65% 45%)}
.badge{border-radius:10px;padding:0 8px;font-size:12px;border:1px solid currentColor}
.badge.bad{color:var(--err)}.badge.ok{color:var(--muted)}
pre.text{white-space:pre-wrap;overflow-wrap:anywhere;margin:4px 0 0}
pre.text.collapsed{max-height:7.3em;overflow:hidden;-webkit-mask-image:linear-gradient(#000 60%,transparent)}
.kind-thinking pre.text{color:var(--muted)}
img.thumb{max-width:240px;max-height:160px;display:block;margin-top:4px;border:1px solid var(--line)}
.flagged.sev-error{outline:2px solid var(--err);background:var(--err-bg)}
.flagged.sev-warning{outline:2px solid var(--warn);background:var(--warn-bg)}
.flash{animation:flash 1.6s ease-out}@keyframes flash{from{box-shadow:0 0 0 6px var(--flash)}to{box-shadow:0 0 0 0 transparent}}
.diags{list-style:none;margin:6px 0 0;padding:0}
.diag{border-left:3px solid var(--err);padding:2px 8px;margin:4px 0;background:var(--bg)}
.diag.sev-warning{border-color:var(--warn)}
.diag p{margin:2px 0;overflow-wrap:anywhere}.diag .hint{color:var(--muted)}
.sev{font-weight:600;font-size:12px;text-transform:uppercase}.sev-error .sev{color:var(--err)}.sev-warning .sev{color:var(--warn)}
#finding-list{list-style:none;margin:8px 0;padding:0}
#finding-list button{width:100%;text-align:left;border:0;border-left:3px solid var(--err);background:var(--bg);margin:4px 0;padding:4px 8px;display:block}
#finding-list .sev-warning button{border-left-color:var(--warn)}
#finding-list button[aria-current=true]{outline:2px solid var(--accent)}
#finding-list .where{color:var(--muted);font-size:12px;display:block}
.keys{color:var(--muted);font-size:12px}kbd{border:1px solid var(--line);border-radius:4px;padding:0 4px;font-size:11px}
.chunk{contain:layout style}.chunk.drawn{content-visibility:auto;contain-intrinsic-size:auto 8000px}
`;
