// The playground: edit a layout document, lay it out as you type and see it drawn.
//
// Every edit (debounced) sends the document to POST /v1/layout (with include: ["constraints"], for
// the frames, diagnostics and solved constraints) and to POST /v1/render (for the SVG drawing, shown
// inline so its views, `<g data-id="ID">`, can be hovered and highlighted). Text from the document or
// the server is only ever set as textContent or as an attribute value, never as markup; the
// drawing is parsed as SVG and stripped of scripts and event attributes before it joins the page.
"use strict";

(() => {
  const DEBOUNCE_MS = 250;
  const SVG_NS = "http://www.w3.org/2000/svg";

  /** The document to start from when the binary embeds no example. */
  const STARTER = '{\n  "root": {"id": "screen", "width": 375, "height": 812}\n}\n';

  const $ = (id) => document.getElementById(id);
  const ui = {
    example: $("example"), width: $("width"), height: $("height"), labels: $("labels"), status: $("status"),
    editor: $("document"), backdrop: $("backdrop"), errors: $("errors"), drawing: $("drawing"),
    handle: $("resize-handle"), tooltip: $("tooltip"), diagnostics: $("diagnostics"), constraints: $("constraints"),
  };

  let timer = 0;
  let revision = 0;          // increases with every request; a late answer to an older one is dropped
  let documentSize = {};     // the root's width and height as the text last gave them
  let layouts = [];          // the last /v1/layout answer drawn, one entry per layout (see layoutsOf)
  let selected = { items: [] };  // what the selected diagnostic highlights

  // ---- JSON with the source range of every value, keyed by its JSON Pointer -------------------

  class JSONSyntaxError extends Error {
    constructor(message, offset) { super(message); this.offset = offset; }
  }

  /** Parses `text` as JSON; answers the value and a Map from each value's JSON Pointer to [start, end). */
  function parseWithRanges(text) {
    const ranges = new Map();
    let i = 0;
    const fail = (message) => { throw new JSONSyntaxError(message, Math.min(i, text.length)); };
    const space = () => { while (i < text.length && " \t\n\r".includes(text[i])) i += 1; };
    const escapeToken = (token) => token.replace(/~/g, "~0").replace(/\//g, "~1");
    const literal = (word, value) => {
      if (text.startsWith(word, i)) { i += word.length; return value; }
      return fail("unexpected character");
    };
    const string = () => {
      const start = i;
      i += 1;
      while (i < text.length && text[i] !== "\"") {
        if (text.charCodeAt(i) < 0x20) fail("a control character in a string");
        i += text[i] === "\\" ? 2 : 1;
      }
      if (i >= text.length) fail("a string is not closed");
      i += 1;
      try { return JSON.parse(text.slice(start, i)); } catch { i = start; return fail("a bad escape in a string"); }
    };
    const number = () => {
      const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
      if (!match) fail("unexpected character");
      i += match[0].length;
      return Number(match[0]);
    };
    const value = (pointer) => {
      space();
      const start = i;
      let result;
      const c = text[i];
      if (c === "{") {
        result = {};
        i += 1; space();
        if (text[i] === "}") { i += 1; } else {
          for (;;) {
            space();
            if (text[i] !== "\"") fail("expected a member name in quotes");
            const key = string();
            space();
            if (text[i] !== ":") fail("expected ':'");
            i += 1;
            result[key] = value(pointer + "/" + escapeToken(key));
            space();
            if (text[i] === ",") { i += 1; continue; }
            if (text[i] === "}") { i += 1; break; }
            fail("expected ',' or '}'");
          }
        }
      } else if (c === "[") {
        result = [];
        i += 1; space();
        if (text[i] === "]") { i += 1; } else {
          for (;;) {
            result.push(value(pointer + "/" + result.length));
            space();
            if (text[i] === ",") { i += 1; continue; }
            if (text[i] === "]") { i += 1; break; }
            fail("expected ',' or ']'");
          }
        }
      } else if (c === "\"") {
        result = string();
      } else if (c === "t") {
        result = literal("true", true);
      } else if (c === "f") {
        result = literal("false", false);
      } else if (c === "n") {
        result = literal("null", null);
      } else if (c === undefined) {
        fail("unexpected end of the text");
      } else {
        result = number();
      }
      ranges.set(pointer, [start, i]);
      return result;
    };
    const result = value("");
    space();
    if (i < text.length) fail("text after the document");
    return { value: result, ranges };
  }

  /** The 1-based line and column of `offset` in `text`. */
  function lineAndColumn(text, offset) {
    const before = text.slice(0, offset).split("\n");
    return { line: before.length, column: before[before.length - 1].length + 1 };
  }

  /** The range of `pointer`, or of its nearest ancestor the text holds (a member the service
   *  would need may be missing). */
  function rangeOf(ranges, pointer) {
    for (let p = pointer; ; p = p.slice(0, p.lastIndexOf("/"))) {
      if (ranges.has(p)) return ranges.get(p);
      if (p === "") return [0, 0];
    }
  }

  // ---- the editor's marks (a backdrop behind the transparent textarea) -------------------------

  function showMarks(ranges) {
    const text = ui.editor.value;
    const sorted = ranges.slice().sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    const nodes = [];
    let at = 0;
    for (const [start, end] of sorted) {
      if (start < at) continue;  // nested in a range already marked
      nodes.push(document.createTextNode(text.slice(at, start)));
      const mark = document.createElement("mark");
      mark.textContent = text.slice(start, Math.max(end, start + 1));
      nodes.push(mark);
      at = Math.max(end, start + 1);
    }
    nodes.push(document.createTextNode(text.slice(at) + "\n"));
    ui.backdrop.replaceChildren(...nodes);
    syncScroll();
  }

  function syncScroll() {
    ui.backdrop.scrollTop = ui.editor.scrollTop;
    ui.backdrop.scrollLeft = ui.editor.scrollLeft;
  }

  function select(range) {
    ui.editor.focus();
    ui.editor.setSelectionRange(range[0], range[1]);
    const { line } = lineAndColumn(ui.editor.value, range[0]);
    const lineHeight = parseFloat(getComputedStyle(ui.editor).lineHeight) || 18;
    ui.editor.scrollTop = Math.max(0, (line - 3) * lineHeight);
    syncScroll();
  }

  // ---- errors ---------------------------------------------------------------------------------

  /** Makes a list item work from the keyboard as from the mouse: focusable, Enter or Space clicks it. */
  function clickable(item, action) {
    item.tabIndex = 0;
    item.addEventListener("click", action);
    item.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") { event.preventDefault(); action(); }
    });
  }

  /** Lists `entries` ({pointer, detail, range}) and marks their ranges in the editor. */
  function showErrors(entries) {
    const items = entries.map((entry) => {
      const item = document.createElement("li");
      if (entry.pointer !== undefined) {
        const pointer = document.createElement("span");
        pointer.className = "pointer";
        pointer.textContent = entry.pointer === "" ? "/" : entry.pointer;
        item.append(pointer);
      }
      item.append(document.createTextNode(entry.detail));
      clickable(item, () => select(entry.range));
      return item;
    });
    ui.errors.replaceChildren(...items);
    showMarks(entries.map((entry) => entry.range));
  }

  function clearErrors() {
    ui.errors.replaceChildren();
    showMarks([]);
  }

  // ---- the drawing ----------------------------------------------------------------------------

  /** The render's SVG as a node of this page: parsed as XML, without scripts, foreign content,
   *  event attributes or links out of the drawing. */
  function importDrawing(svgText) {
    const parsed = new DOMParser().parseFromString(svgText, "image/svg+xml");
    const root = parsed.documentElement;
    if (root.namespaceURI !== SVG_NS || root.localName !== "svg") throw new Error("the drawing is not SVG");
    for (const element of root.querySelectorAll("script, foreignObject, style")) element.remove();
    for (const element of [root, ...root.querySelectorAll("*")]) {
      for (const attribute of [...element.attributes]) {
        const name = attribute.name.toLowerCase();
        const external = (name === "href" || name.endsWith(":href")) && !attribute.value.startsWith("#");
        if (name.startsWith("on") || name === "style" || external) element.removeAttribute(attribute.name);
      }
    }
    return document.importNode(root, true);
  }

  /** The drawn elements of an item of a constraint: a view's rect, a layout guide's rect, or else
   *  the rect of the view the item's first component names (`screen.safeAreaLayoutGuide`). With
   *  `options.sizes` each view is drawn once per layout, in order: `index` picks one layout's. */
  function elementsOf(item, index) {
    const svg = ui.drawing.firstElementChild;
    if (!svg) return [];
    const quoted = CSS.escape(item);
    let found = [...svg.querySelectorAll(`[data-id="${quoted}"] > rect.view`)];
    if (found.length === 0) found = [...svg.querySelectorAll(`[data-guide="${quoted}"]`)];
    if (found.length === 0 && item.includes(".")) return elementsOf(item.slice(0, item.indexOf(".")), index);
    if (index !== undefined && layouts.length > 1 && found.length === layouts.length) return [found[index]];
    return found;
  }

  /** Highlights `selection.items` (in the layout `selection.index`, or in all of them). */
  function highlight(selection) {
    for (const element of ui.drawing.querySelectorAll(".pg-highlight")) element.classList.remove("pg-highlight");
    for (const item of selection.items) {
      for (const element of elementsOf(item, selection.index)) element.classList.add("pg-highlight");
    }
  }

  /** The items (views, guides) a solved constraint joins, from its line `name: a.top == b.bottom + 8`. */
  function itemsOfLine(line) {
    const separator = line.indexOf(": ");
    const expression = separator < 0 ? line : line.slice(separator + 2);
    const items = [];
    for (const token of expression.split(/[\s*+]+/)) {
      const dot = token.lastIndexOf(".");
      if (dot <= 0 || !/^[A-Za-z]+$/.test(token.slice(dot + 1)) || /^-?\d/.test(token)) continue;
      const item = token.slice(0, dot);
      if (!items.includes(item)) items.push(item);
    }
    return items;
  }

  /** The items a constraint named in a diagnostic joins: from its solved line(s) in `lines`, or,
   *  for one the service made and names `family(a, b)`, from its name. */
  function itemsOfName(name, lines) {
    const named = lines.filter((line) => line.startsWith(name + ": "));
    if (named.length > 0) return named.flatMap(itemsOfLine);
    const generated = /^[^()]*\((.*)\)$/.exec(name);
    return generated ? generated[1].split(",").map((item) => item.trim()) : [];
  }

  function viewsOfDiagnostic(diagnostic, lines) {
    const items = [];
    if (typeof diagnostic.view === "string") items.push(diagnostic.view);
    if (Array.isArray(diagnostic.views)) items.push(...diagnostic.views.filter((view) => typeof view === "string"));
    if (Array.isArray(diagnostic.constraints)) {
      items.push(...diagnostic.constraints.flatMap((name) => itemsOfName(String(name), lines)));
    }
    return [...new Set(items)];
  }

  /** `375 × 812: ` before what belongs to one of several layouts (`options.sizes`), else nothing. */
  function caption(entry) {
    if (layouts.length < 2 || !entry.size) return "";
    const side = (value) => (typeof value === "number" ? String(value) : "fitted");
    return `${side(entry.size.width)} × ${side(entry.size.height)}: `;
  }

  function showDiagnostics() {
    selected = { items: [] };
    const entries = layouts.flatMap((entry, index) => entry.diagnostics.map((diagnostic) => ({ diagnostic, entry, index })));
    if (entries.length === 0) {
      const item = document.createElement("li");
      item.className = "empty";
      item.textContent = "None: every frame is unique and every required constraint holds.";
      ui.diagnostics.replaceChildren(item);
      return;
    }
    ui.diagnostics.replaceChildren(...entries.map(({ diagnostic, entry, index }) => {
      const item = document.createElement("li");
      item.className = diagnostic.severity === "error" ? "error" : "warning";
      item.textContent = `${caption(entry)}${diagnostic.code}: ${diagnostic.message}`;
      clickable(item, () => {
        for (const other of ui.diagnostics.children) other.classList.toggle("selected", other === item);
        selected = { items: viewsOfDiagnostic(diagnostic, entry.constraints), index };
        highlight(selected);
      });
      return item;
    }));
  }

  function showConstraints() {
    ui.constraints.replaceChildren(...layouts.flatMap((entry, index) => entry.constraints.map((line) => {
      const item = document.createElement("li");
      item.textContent = caption(entry) + line;
      item.tabIndex = 0;
      for (const enter of ["mouseenter", "focus"]) item.addEventListener(enter, () => highlight({ items: itemsOfLine(line), index }));
      for (const leave of ["mouseleave", "blur"]) item.addEventListener(leave, () => highlight(selected));
      return item;
    })));
  }

  /** The hovered view's id and frame: from the layout it is drawn in (its n-th drawing is the
   *  n-th layout's, with `options.sizes`). */
  function frameText(group) {
    const id = group.getAttribute("data-id");
    const svg = ui.drawing.firstElementChild;
    const drawings = svg ? [...svg.querySelectorAll(`[data-id="${CSS.escape(id)}"]`)] : [];
    const index = Math.max(0, drawings.indexOf(group));
    const entry = layouts[index < layouts.length ? index : 0];
    const frame = entry ? entry.frames[id] : undefined;
    if (!frame) return id;
    return `${caption(entry)}${id}\nx ${frame.x}  y ${frame.y}\n${frame.width} × ${frame.height}`;
  }

  /** The answer of /v1/layout as one entry per layout: its `layouts` with `options.sizes`, else itself. */
  function layoutsOf(answer) {
    const list = Array.isArray(answer.layouts) ? answer.layouts : [answer];
    return list.map((entry) => ({
      size: entry.size,
      frames: entry.frames && typeof entry.frames === "object" ? entry.frames : {},
      diagnostics: Array.isArray(entry.diagnostics) ? entry.diagnostics : [],
      constraints: Array.isArray(entry.constraints) ? entry.constraints.map(String) : [],
    }));
  }

  ui.drawing.addEventListener("mousemove", (event) => {
    const group = event.target.closest ? event.target.closest("[data-id]") : null;
    for (const element of ui.drawing.querySelectorAll(".pg-hover")) element.classList.remove("pg-hover");
    if (!group) { ui.tooltip.hidden = true; return; }
    const rect = group.querySelector(":scope > rect.view");
    if (rect) rect.classList.add("pg-hover");
    ui.tooltip.textContent = frameText(group);
    ui.tooltip.style.left = `${event.clientX + 12}px`;
    ui.tooltip.style.top = `${event.clientY + 12}px`;
    ui.tooltip.hidden = false;
  });
  ui.drawing.addEventListener("mouseleave", () => {
    ui.tooltip.hidden = true;
    for (const element of ui.drawing.querySelectorAll(".pg-hover")) element.classList.remove("pg-hover");
  });

  // ---- laying out -----------------------------------------------------------------------------

  function setStatus(state, text) {
    document.body.dataset.state = state;
    document.body.classList.toggle("stale", state !== "drawn");
    ui.status.textContent = text;
  }

  function schedule(delay = DEBOUNCE_MS) {
    clearTimeout(timer);
    timer = setTimeout(run, delay);
  }

  /** Reads the root's size from the text when the text changed it, so the size fields follow edits. */
  function followDocumentSize(root) {
    for (const key of ["width", "height"]) {
      const value = root && typeof root[key] === "number" ? root[key] : undefined;
      if (value !== documentSize[key]) {
        documentSize[key] = value;
        ui[key].value = value === undefined ? "" : String(value);
      }
    }
  }

  /** The document to send: the text's, with the size fields' width and height on its root. */
  function withSize(doc) {
    if (!doc || typeof doc.root !== "object" || doc.root === null || Array.isArray(doc.root)) return doc;
    const root = { ...doc.root };
    for (const key of ["width", "height"]) {
      const value = Number(ui[key].value);
      if (ui[key].value !== "" && Number.isFinite(value) && value > 0) root[key] = value;
    }
    return { ...doc, root };
  }

  /** The document with `options.render.labels` when the Ids box is ticked. */
  function withLabels(doc) {
    // Anything but an object (or nothing) where an object belongs is left for the service's 422.
    const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
    if (!ui.labels.checked || !isObject(doc)) return doc;
    const options = doc.options === undefined ? {} : doc.options;
    if (!isObject(options)) return doc;
    const render = options.render === undefined ? {} : options.render;
    if (!isObject(render)) return doc;
    return { ...doc, options: { ...options, render: { ...render, labels: true } } };
  }

  function withConstraints(doc) {
    if (typeof doc !== "object" || doc === null || Array.isArray(doc)) return doc;
    const options = doc.options === undefined ? {} : doc.options;
    if (typeof options !== "object" || options === null || Array.isArray(options)) return doc;
    const include = Array.isArray(options.include) ? options.include : [];
    return { ...doc, options: { ...options, include: include.includes("constraints") ? include : [...include, "constraints"] } };
  }

  async function post(path, body) {
    const response = await fetch(path, {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, type: response.headers.get("Content-Type") || "", text };
  }

  async function run() {
    const mine = ++revision;
    const text = ui.editor.value;
    let parsed;
    try {
      parsed = parseWithRanges(text);
    } catch (error) {
      if (!(error instanceof JSONSyntaxError)) throw error;
      const { line, column } = lineAndColumn(text, error.offset);
      showErrors([{ detail: `line ${line}, column ${column}: ${error.message}`, range: [error.offset, error.offset + 1] }]);
      finish(mine, "invalid", "Not JSON");
      return;
    }
    followDocumentSize(parsed.value && parsed.value.root);
    // With `options.sizes` the sizes are the document's: the fields and the handle step aside.
    const options = parsed.value && typeof parsed.value === "object" ? parsed.value.options : undefined;
    const sized = Boolean(options && typeof options === "object" && Array.isArray(options.sizes));
    ui.width.disabled = sized;
    ui.height.disabled = sized;
    ui.handle.hidden = sized;
    const body = withLabels(sized ? parsed.value : withSize(parsed.value));
    let answers;
    try {
      answers = await Promise.all([post("/v1/layout", withConstraints(body)), post("/v1/render", body)]);
    } catch (error) {
      if (mine === revision) {
        showErrors([{ detail: `The service did not answer: ${error.message}`, range: [0, 0] }]);
        finish(mine, "error", "No answer");
      }
      return;
    }
    if (mine !== revision) return;
    const [layoutAnswer, renderAnswer] = answers;
    if (layoutAnswer.status !== 200) {
      let problem = {};
      try { problem = JSON.parse(layoutAnswer.text); } catch { problem = { detail: layoutAnswer.text }; }
      if (layoutAnswer.status === 422 && Array.isArray(problem.errors)) {
        showErrors(problem.errors.map((entry) => ({
          pointer: String(entry.pointer), detail: String(entry.detail), range: rangeOf(parsed.ranges, String(entry.pointer)),
        })));
        finish(mine, "invalid", `${problem.errors.length} error${problem.errors.length === 1 ? "" : "s"}`);
      } else {
        showErrors([{ detail: `${layoutAnswer.status}: ${problem.detail || problem.title || "error"}`, range: [0, 0] }]);
        finish(mine, "error", `HTTP ${layoutAnswer.status}`);
      }
      return;
    }
    const answer = JSON.parse(layoutAnswer.text);
    layouts = layoutsOf(answer);
    clearErrors();
    if (renderAnswer.status === 200 && renderAnswer.type.startsWith("image/svg+xml")) {
      ui.drawing.replaceChildren(importDrawing(renderAnswer.text));
    } else {
      ui.drawing.replaceChildren();
      showErrors([{ detail: `render: HTTP ${renderAnswer.status}`, range: [0, 0] }]);
    }
    showDiagnostics();
    showConstraints();
    const stats = answer.stats || {};
    const views = Object.keys(layouts[0] ? layouts[0].frames : {}).length;
    const sizes = layouts.length > 1 ? ` at ${layouts.length} sizes` : "";
    finish(mine, "drawn", `${views} views${sizes} · solved in ${stats.solveMicroseconds ?? "?"} µs`);
  }

  /** Marks the page settled on `mine`'s answer (the browser tests wait for data-revision). */
  function finish(mine, state, text) {
    setStatus(state, text);
    document.body.dataset.revision = String(mine);
  }

  // ---- size: the fields and the drag handle ---------------------------------------------------

  for (const key of ["width", "height"]) ui[key].addEventListener("input", () => schedule());
  ui.labels.addEventListener("change", () => schedule(0));

  ui.handle.addEventListener("pointerdown", (event) => {
    // The root is the drawing's first view.
    const rootRect = ui.drawing.querySelector("[data-id] > rect.view");
    if (!rootRect) return;
    event.preventDefault();
    ui.handle.setPointerCapture(event.pointerId);
    const start = {
      x: event.clientX, y: event.clientY,
      width: Number(rootRect.getAttribute("width")), height: Number(rootRect.getAttribute("height")),
    };
    const move = (moved) => {
      ui.width.value = String(Math.max(1, Math.round(start.width + moved.clientX - start.x)));
      ui.height.value = String(Math.max(1, Math.round(start.height + moved.clientY - start.y)));
      schedule(60);
    };
    const end = () => {
      ui.handle.removeEventListener("pointermove", move);
      ui.handle.removeEventListener("pointerup", end);
      ui.handle.removeEventListener("pointercancel", end);
    };
    ui.handle.addEventListener("pointermove", move);
    ui.handle.addEventListener("pointerup", end);
    ui.handle.addEventListener("pointercancel", end);
  });

  // ---- the document and the examples ----------------------------------------------------------

  ui.editor.addEventListener("input", () => { showMarks([]); schedule(); });
  ui.editor.addEventListener("scroll", syncScroll);

  async function loadExample(name) {
    const response = await fetch(`/v1/examples/${encodeURIComponent(name)}`);
    if (!response.ok) throw new Error(`example ${name}: HTTP ${response.status}`);
    ui.editor.value = await response.text();
    ui.editor.scrollTop = 0;
    documentSize = {};
    selected = { items: [] };
    schedule(0);
  }

  ui.example.addEventListener("change", () => {
    loadExample(ui.example.value).catch((error) => setStatus("error", error.message));
  });

  async function start() {
    const response = await fetch("/v1/examples");
    const list = (await response.json()).examples || [];
    ui.example.replaceChildren(...list.map((example) => {
      const option = document.createElement("option");
      option.value = example.name;
      option.textContent = example.name;
      return option;
    }));
    if (list.length > 0) {
      await loadExample(list[0].name);
    } else {
      ui.editor.value = STARTER;
      schedule(0);
    }
  }

  start().catch((error) => setStatus("error", error.message));
})();
