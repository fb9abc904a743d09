/**
 * The HTML report's script. html.ts inlines the source of this one function into the page, so it must stand alone:
 * nothing from outside its body. It reads the data of `<script id="report-data">` and draws the open file lazily:
 * turns in chunks, each drawn when it nears the view and emptied again (keeping its height) when it is far from it,
 * so a conversation of 10,000 messages opens at once and the page holds a few hundred turns at most; lists come in
 * pages. Every text goes in through `textContent`, never as markup.
 */
export function reportClient() {
  "use strict";
  const data = JSON.parse(document.getElementById("report-data").textContent);
  const byId = (id) => document.getElementById(id);
  const layout = byId("layout");
  const nav = byId("files");
  const main = byId("conversation");
  const aside = byId("findings");
  /** Turns per lazily drawn chunk, and entries per page of a list. */
  const CHUNK = 25;
  /** Characters of a collapsed text put on the page; the rest comes when it is expanded. */
  const PREVIEW = 1200;
  const PAGE = 300;
  const KIND = { text: "Text", image: "Image", document: "Document", call: "Tool call", result: "Tool result", thinking: "Thinking", other: "Other" };
  const CALL_STATE = {
    missing: ["no result", true],
    "result-not-first": ["result not first in the next turn", true],
    "not-last": ["not last in its turn", true],
    "in-flight": ["in flight", false],
  };
  const RESULT_STATE = { unexpected: ["answers no call", true], duplicate: ["duplicate result", true], displaced: ["after other content", true] };

  const state = { file: -1, rule: "", error: true, warning: true, current: -1, fileFilter: "", onlyFlagged: false };
  /** The open file: its chunks, its findings by node id, its call↔result links. */
  let open = null;
  /** Draws chunks that come near the view; empties drawn ones that go far from it. */
  let near = null;
  let far = null;
  /** The whole text of a collapsed text's preview. */
  const fullText = new WeakMap();

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === undefined || value === null || value === false) continue;
      if (key === "class") node.className = value;
      else if (key === "text") node.textContent = value;
      else node.setAttribute(key, value === true ? "" : String(value));
    }
    for (const child of children) if (child !== undefined && child !== null && child !== false) node.append(child);
    return node;
  }
  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const nodeId = (at) => `n-${at.join("-")}`;
  const shown = (finding) => state[finding.severity] && (state.rule === "" || finding.rule === state.rule);
  const counts = (errors, warnings) =>
    el(
      "span",
      { class: "count" },
      errors ? el("span", { class: "e", text: plural(errors, "error") }) : null,
      errors && warnings ? " · " : null,
      warnings ? el("span", { class: "w", text: plural(warnings, "warning") }) : null,
    );

  // ------------------------------------------------------------------------------------------------
  // Files

  function drawFileList() {
    if (data.files.length < 2) return;
    nav.hidden = false;
    layout.classList.add("with-files");
    const filter = el("input", { type: "search", id: "file-filter", placeholder: "part of a path" });
    const flagged = el("input", { type: "checkbox", id: "only-flagged" });
    const list = el("ul", { class: "file-list", id: "file-list" });
    nav.append(
      el("h2", { text: `Files (${data.files.length})` }),
      el("label", { for: "file-filter", text: "Filter files" }),
      filter,
      el("label", {}, flagged, " Only files with findings"),
      list,
    );
    filter.addEventListener("input", () => {
      state.fileFilter = filter.value.toLowerCase();
      fillFileList();
    });
    flagged.addEventListener("change", () => {
      state.onlyFlagged = flagged.checked;
      fillFileList();
    });
    list.addEventListener("click", (event) => {
      const button = event.target.closest("button");
      if (!button) return;
      if (button.dataset.file !== undefined) openFile(Number(button.dataset.file));
      else if (button.dataset.more !== undefined) fillFileList(Number(button.dataset.more));
    });
    fillFileList();
  }

  function fillFileList(from = 0) {
    const list = byId("file-list");
    const matches = [];
    data.files.forEach((file, index) => {
      if (state.onlyFlagged && file.findings.length === 0) return;
      if (state.fileFilter && !file.path.toLowerCase().includes(state.fileFilter)) return;
      matches.push(index);
    });
    if (from === 0) list.replaceChildren();
    else list.lastElementChild.remove();
    for (const index of matches.slice(from, from + PAGE)) {
      const file = data.files[index];
      list.append(
        el(
          "li",
          {},
          el(
            "button",
            { type: "button", "data-file": index, "aria-current": index === state.file ? "true" : null },
            el("span", { class: "name", text: file.path }),
            counts(file.errors, file.warnings),
          ),
        ),
      );
    }
    if (matches.length > from + PAGE) {
      list.append(el("li", {}, el("button", { type: "button", "data-more": from + PAGE, text: `Show ${matches.length - from - PAGE} more files` })));
    }
    if (matches.length === 0) list.append(el("li", { class: "note", text: "No file matches." }));
  }

  // ------------------------------------------------------------------------------------------------
  // A file

  function openFile(index) {
    near?.disconnect();
    far?.disconnect();
    state.file = index;
    state.current = -1;
    const file = data.files[index];
    for (const button of nav.querySelectorAll("button[data-file]"))
      button.setAttribute("aria-current", String(Number(button.dataset.file) === index));
    const atNode = new Map();
    file.findings.forEach((finding, k) => {
      const key = finding.at ? nodeId(finding.at) : "file";
      if (!atNode.has(key)) atNode.set(key, []);
      atNode.get(key).push(k);
    });
    open = { file, atNode, chunks: [], chunkOf: new Map(), links: file.requests.map(linksOf) };
    const chunkOf = (entry) => open.chunks[Number(entry.target.dataset.chunk)];
    near = new IntersectionObserver((entries) => entries.forEach((e) => e.isIntersecting && drawChunk(chunkOf(e))), {
      root: main,
      rootMargin: "1500px 0px",
    });
    far = new IntersectionObserver((entries) => entries.forEach((e) => !e.isIntersecting && emptyChunk(chunkOf(e))), {
      root: main,
      rootMargin: "10000px 0px",
    });
    main.replaceChildren(el("h2", { text: file.path }), el("p", {}, file.findings.length ? counts(file.errors, file.warnings) : "No findings."));
    if (file.note) main.append(el("p", { class: "note", text: file.note }));
    const aboutFile = findingList("file");
    if (aboutFile) main.append(el("h3", { text: "About the file" }), aboutFile);
    file.requests.forEach((request, r) => main.append(drawRequest(request, r, file.requests.length)));
    main.scrollTop = 0;
    drawPanel();
  }

  /** Calls and the results that answer them, with each pair's colour, from the results' `answers`. */
  function linksOf(request) {
    const results = new Map();
    const hue = new Map();
    (request.turns || []).forEach((turn, t) =>
      turn.items.forEach((item, i) => {
        if (!item.answers) return;
        const call = `${item.answers.turn}-${item.answers.item}`;
        if (!results.has(call)) {
          // Golden-angle steps from blue: neighbouring pairs get distant hues.
          hue.set(call, Math.round((210 + results.size * 137.508) % 360));
          results.set(call, []);
        }
        results.get(call).push(`${t}-${i}`);
        hue.set(`${t}-${i}`, hue.get(call));
      }),
    );
    return { results, hue };
  }

  function drawRequest(request, r, count) {
    const where = [request.title, request.label, request.line !== undefined ? `line ${request.line}` : null].filter(Boolean).join(" · ");
    const section = el(
      "section",
      { id: nodeId([r]), "aria-labelledby": `${nodeId([r])}-h`, tabindex: "-1" },
      el("h3", { id: `${nodeId([r])}-h`, text: count > 1 ? `Request ${r + 1} of ${count}: ${where}` : where }),
    );
    flag(section, nodeId([r]));
    const findings = findingList(nodeId([r]));
    if (findings) section.append(findings);
    if (!request.turns) {
      section.append(
        el("p", { class: "note", text: `The report cannot draw ${request.title} requests yet: their findings are listed without the conversation.` }),
      );
      return section;
    }
    if (request.turns.length === 0) section.append(el("p", { class: "note", text: "No messages." }));
    for (let start = 0; start < request.turns.length; start += CHUNK) {
      const end = Math.min(start + CHUNK, request.turns.length);
      let estimate = 0;
      for (let t = start; t < end; t++) estimate += 34 + request.turns[t].items.length * 64;
      const chunk = {
        r,
        start,
        end,
        drawn: false,
        node: el("div", { class: "chunk", "data-chunk": open.chunks.length, style: `height:${estimate}px` }),
      };
      open.chunks.push(chunk);
      open.chunkOf.set(`${r}-${start / CHUNK}`, chunk);
      section.append(chunk.node);
      near.observe(chunk.node);
    }
    return section;
  }

  function drawChunk(chunk) {
    if (!chunk || chunk.drawn) return;
    chunk.drawn = true;
    near.unobserve(chunk.node);
    const request = open.file.requests[chunk.r];
    const turns = [];
    for (let t = chunk.start; t < chunk.end; t++) turns.push(drawTurn(request, chunk.r, t));
    chunk.node.replaceChildren(...turns);
    chunk.node.style.height = "";
    chunk.node.classList.add("drawn");
    far.observe(chunk.node);
  }

  /** Empties a drawn chunk far from the view, keeping its height so nothing moves; never the one that holds the focus. */
  function emptyChunk(chunk) {
    if (!chunk || !chunk.drawn || chunk.node.contains(document.activeElement)) return;
    const height = chunk.node.getBoundingClientRect().height;
    chunk.drawn = false;
    far.unobserve(chunk.node);
    chunk.node.replaceChildren();
    chunk.node.classList.remove("drawn");
    chunk.node.style.height = `${height}px`;
    near.observe(chunk.node);
  }

  function drawTurn(request, r, t) {
    const turn = request.turns[t];
    const id = nodeId([r, t]);
    const article = el(
      "article",
      { class: `turn role-${turn.role.replace(/[^a-z]/g, "")}`, id, tabindex: "-1", "aria-labelledby": `${id}-h` },
      el(
        "h4",
        { id: `${id}-h` },
        el("span", { class: "role", text: turn.role }),
        turn.path !== turn.role ? el("span", { class: "path", text: turn.path }) : null,
      ),
    );
    flag(article, id);
    turn.items.forEach((item, i) => article.append(drawItem(item, [r, t, i], request)));
    const findings = findingList(id);
    if (findings) article.append(findings);
    return article;
  }

  function drawItem(item, at, request) {
    const id = nodeId(at);
    const node = el("div", { class: `item kind-${item.kind}`, id, tabindex: "-1" });
    const head = el("div", { class: "item-head" }, el("span", { class: "kind", text: KIND[item.kind] || item.kind }));
    if (item.type && item.type !== item.kind) head.append(el("code", { text: item.type }));
    if (item.name) head.append(el("code", { text: item.name }));
    if (item.id) head.append(el("code", { class: "id", text: item.id }));
    if (item.isError) head.append(el("span", { class: "badge bad", text: "error result" }));
    if (at.length === 3) pairing(item, at, head, node);
    node.append(head);
    if (item.text !== undefined) node.append(...textBlock(item.text, item.cut));
    else if (item.kind === "thinking") node.append(el("p", { class: "note", text: "Redacted: the content is encrypted." }));
    if (item.media) node.append(media(item));
    (item.items || []).forEach((nested, n) => node.append(drawItem(nested, [...at, n], request)));
    flag(node, id);
    const findings = findingList(id);
    if (findings) node.append(findings);
    return node;
  }

  /** The pair's colour, a badge for a broken pair, and a jump to the other end. */
  function pairing(item, [r, t, i], head, node) {
    const { results, hue } = open.links[r];
    const key = `${t}-${i}`;
    if (hue.has(key)) {
      node.classList.add("paired");
      node.style.setProperty("--hue", hue.get(key));
    }
    if (item.kind === "call") {
      const [label, bad] = CALL_STATE[item.pairing] || [];
      if (label) head.append(el("span", { class: `badge ${bad ? "bad" : "ok"}`, text: label }));
      for (const [n, result] of (results.get(key) || []).entries()) {
        head.append(
          el("button", { type: "button", "data-jump": nodeId([r, ...result.split("-")]), text: n ? "Go to another result ↓" : "Go to its result ↓" }),
        );
      }
    } else if (item.kind === "result") {
      const [label] = RESULT_STATE[item.pairing] || [];
      if (label) head.append(el("span", { class: "badge bad", text: label }));
      if (item.answers)
        head.append(el("button", { type: "button", "data-jump": nodeId([r, item.answers.turn, item.answers.item]), text: "Go to its call ↑" }));
    }
  }

  function textBlock(text, cut) {
    // A collapsed text shows a few lines: only its start is laid out until it is expanded.
    const lines = text.split("\n").length;
    const collapsed = lines > 5 || text.length > 480 || cut;
    const pre = el("pre", { class: collapsed ? "text collapsed" : "text", text: collapsed ? text.slice(0, PREVIEW) : text });
    const out = [pre];
    if (collapsed) {
      if (text.length > PREVIEW) fullText.set(pre, text);
      out.push(el("button", { type: "button", class: "more", "aria-expanded": "false", text: `Show all (${plural(lines, "line")})` }));
    }
    if (cut) out.push(el("p", { class: "note", text: `${cut} more characters are in the file.` }));
    return out;
  }

  function media(item) {
    const { mediaType, data: base64, url, bytes } = item.media;
    const what = [mediaType, bytes !== undefined ? `${Math.ceil(bytes / 1024)} KB` : null].filter(Boolean).join(", ");
    if (base64 !== undefined)
      return el("img", { class: "thumb", alt: `${KIND[item.kind]}${what ? ` (${what})` : ""}`, src: `data:${mediaType};base64,${base64}` });
    if (url !== undefined) return el("p", { class: "note" }, "Not fetched: ", el("code", { text: url }));
    if (bytes !== undefined) return el("p", { class: "note", text: `${what}: not embedded in the report.` });
    return el("span");
  }

  /** Marks a node that holds findings shown by the filters: outlined, in the colour of the worst. */
  function flag(node, id) {
    const ks = open.atNode.get(id);
    node.classList.remove("flagged", "sev-error", "sev-warning");
    if (!ks) return;
    const visible = ks.map((k) => open.file.findings[k]).filter(shown);
    if (visible.length === 0) return;
    node.classList.add("flagged", visible.some((f) => f.severity === "error") ? "sev-error" : "sev-warning");
  }

  function findingList(id) {
    const ks = open.atNode.get(id);
    if (!ks) return null;
    return el("ul", { class: "diags" }, ...ks.map(drawFinding));
  }

  function drawFinding(k) {
    const finding = open.file.findings[k];
    const rule = finding.rule && data.rules[finding.rule];
    return el(
      "li",
      { class: `diag sev-${finding.severity}`, id: `f-${k}`, hidden: !shown(finding) },
      el("span", { class: "sev", text: finding.severity }),
      " ",
      rule && rule.docs ? el("a", { href: rule.docs, text: finding.rule }) : el("code", { text: finding.rule || "msglint" }),
      el("p", { class: "msg", text: finding.message }),
      finding.hint ? el("p", { class: "hint", text: `Hint: ${finding.hint}` }) : null,
    );
  }

  // ------------------------------------------------------------------------------------------------
  // Moving around

  /** Draws the chunk that holds a node, then scrolls to it, focuses it and flashes it. */
  function jumpTo(id) {
    const [r, t] = id.slice(2).split("-").map(Number);
    if (t !== undefined && !Number.isNaN(t)) drawChunk(open.chunkOf.get(`${r}-${Math.floor(t / CHUNK)}`));
    const node = byId(id) || byId("conversation");
    node.scrollIntoView({ block: "center" });
    node.focus({ preventScroll: true });
    node.classList.remove("flash");
    void node.offsetWidth;
    node.classList.add("flash");
  }

  function goToFinding(k) {
    state.current = k;
    const finding = open.file.findings[k];
    for (const button of aside.querySelectorAll("button[data-k]")) button.setAttribute("aria-current", String(Number(button.dataset.k) === k));
    jumpTo(finding.at ? nodeId(finding.at) : `f-${k}`);
  }

  function step(direction) {
    if (!open) return;
    const visible = open.file.findings.map((f, k) => (shown(f) ? k : -1)).filter((k) => k >= 0);
    if (visible.length === 0) return;
    const at = visible.indexOf(state.current);
    const next = at < 0 ? (direction > 0 ? 0 : visible.length - 1) : (at + direction + visible.length) % visible.length;
    goToFinding(visible[next]);
  }

  main.addEventListener("click", (event) => {
    const jump = event.target.closest("[data-jump]");
    if (jump) return jumpTo(jump.dataset.jump);
    const more = event.target.closest("button.more");
    if (more) {
      const expanded = more.getAttribute("aria-expanded") === "true";
      more.setAttribute("aria-expanded", String(!expanded));
      const pre = more.previousElementSibling;
      const text = fullText.get(pre);
      if (text !== undefined) {
        // Swapped for the preview: the preview's text becomes the whole text, and back.
        fullText.set(pre, pre.textContent);
        pre.textContent = text;
      }
      pre.classList.toggle("collapsed", expanded);
      more.textContent = expanded ? more.textContent.replace("Show less", "Show all") : more.textContent.replace("Show all", "Show less");
    }
  });

  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.target.closest("input, select, textarea")) return;
    if (event.key === "j" || event.key === "k") {
      event.preventDefault();
      step(event.key === "j" ? 1 : -1);
    } else if (event.key === "/") {
      event.preventDefault();
      (byId("file-filter") || byId("rule-filter"))?.focus();
    }
  });

  // ------------------------------------------------------------------------------------------------
  // The findings panel: the open file's findings, filtered by rule and severity

  function drawPanel() {
    const { findings } = open.file;
    const rules = new Map();
    let errors = 0;
    for (const f of findings) {
      rules.set(f.rule || "msglint", (rules.get(f.rule || "msglint") || 0) + 1);
      if (f.severity === "error") errors++;
    }
    if (state.rule && !rules.has(state.rule)) state.rule = "";
    const select = el(
      "select",
      { id: "rule-filter" },
      el("option", { value: "", text: `All rules (${findings.length})` }),
      ...[...rules].sort().map(([rule, n]) => el("option", { value: rule, text: `${rule} (${n})`, selected: rule === state.rule })),
    );
    const severity = (name, label, n) =>
      el("label", {}, el("input", { type: "checkbox", id: `show-${name}`, checked: state[name] }), ` ${label} (${n})`);
    aside.replaceChildren(
      el("h2", { text: "Findings" }),
      el("label", { for: "rule-filter", text: "Rule" }),
      select,
      el(
        "fieldset",
        {},
        el("legend", { text: "Severity" }),
        severity("error", "Errors", errors),
        severity("warning", "Warnings", findings.length - errors),
      ),
      el("p", { id: "shown-count", role: "status" }),
      el("ol", { id: "finding-list" }),
      el(
        "p",
        { class: "keys" },
        el("kbd", { text: "j" }),
        " / ",
        el("kbd", { text: "k" }),
        " next / previous finding · ",
        el("kbd", { text: "/" }),
        " filter · ",
        el("kbd", { text: "Tab" }),
        " moves through links and buttons",
      ),
    );
    select.addEventListener("change", () => {
      state.rule = select.value;
      applyFilters();
    });
    for (const name of ["error", "warning"]) {
      byId(`show-${name}`).addEventListener("change", (event) => {
        state[name] = event.target.checked;
        applyFilters();
      });
    }
    fillPanel();
  }

  function fillPanel(from = 0) {
    const list = byId("finding-list");
    const visible = open.file.findings.map((f, k) => (shown(f) ? k : -1)).filter((k) => k >= 0);
    byId("shown-count").textContent = `Showing ${visible.length} of ${plural(open.file.findings.length, "finding")}.`;
    if (from === 0) list.replaceChildren();
    else list.lastElementChild.remove();
    for (const k of visible.slice(from, from + PAGE)) {
      const f = open.file.findings[k];
      const where = [f.line !== undefined ? `line ${f.line}` : null, f.rule || "msglint"].filter(Boolean).join(" · ");
      list.append(
        el(
          "li",
          { class: `sev-${f.severity}` },
          el(
            "button",
            { type: "button", "data-k": k, "aria-current": k === state.current ? "true" : null },
            el("span", { class: "where", text: `${f.severity} · ${where}` }),
            f.message.length > 240 ? `${f.message.slice(0, 240)}…` : f.message,
          ),
        ),
      );
    }
    if (visible.length > from + PAGE)
      list.append(el("li", {}, el("button", { type: "button", "data-more": from + PAGE, text: `Show ${visible.length - from - PAGE} more` })));
  }

  aside.addEventListener("click", (event) => {
    const button = event.target.closest("#finding-list button");
    if (!button) return;
    if (button.dataset.k !== undefined) goToFinding(Number(button.dataset.k));
    else fillPanel(Number(button.dataset.more));
  });

  /** Shows what the filters let through, in the panel and on the drawn nodes. */
  function applyFilters() {
    open.file.findings.forEach((finding, k) => {
      const node = byId(`f-${k}`);
      if (node) node.hidden = !shown(finding);
    });
    for (const id of open.atNode.keys()) {
      const node = byId(id);
      if (node) flag(node, id);
    }
    fillPanel();
  }

  // ------------------------------------------------------------------------------------------------
  // Colours: the system's scheme, or the one chosen here (kept for next time)

  const schemeButton = byId("scheme");
  const SCHEMES = ["system", "light", "dark"];
  function setScheme(scheme) {
    if (scheme === "system") delete document.documentElement.dataset.scheme;
    else document.documentElement.dataset.scheme = scheme;
    schemeButton.textContent = `Colours: ${scheme}`;
    try {
      localStorage.setItem("msglint-scheme", scheme);
    } catch {
      // file:// storage may be off: the choice lasts this visit
    }
  }
  schemeButton.addEventListener("click", () => {
    const now = document.documentElement.dataset.scheme || "system";
    setScheme(SCHEMES[(SCHEMES.indexOf(now) + 1) % SCHEMES.length]);
  });
  try {
    const saved = localStorage.getItem("msglint-scheme");
    if (SCHEMES.includes(saved)) setScheme(saved);
  } catch {
    // as above
  }

  // ------------------------------------------------------------------------------------------------

  drawFileList();
  if (data.openToList || data.files.length === 0) {
    main.replaceChildren(
      el("h2", { text: plural(data.files.length, "file") }),
      el("p", { text: data.files.length ? "Choose a file from the list to see its conversations and findings." : "No file was linted." }),
    );
    aside.replaceChildren(el("h2", { text: "Findings" }), el("p", { class: "note", text: "Open a file to list its findings." }));
  } else {
    const first = data.files.findIndex((file) => file.findings.length > 0);
    openFile(first < 0 ? 0 : first);
  }
  document.documentElement.dataset.ready = "true";
  // For the benchmark (bench/report.mjs): when the first view was drawn.
  performance.mark("msglint-drawn");
}
