// Shared by the browser tests and the screenshot script: a static server for dist/ on loopback
// and a Debian Chromium driven by playwright-core, watching for console errors and for any
// request that leaves the server.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { after, before } from "node:test";
import { chromium } from "playwright-core";

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".wasm": "application/wasm",
  ".css": "text/css", ".svg": "image/svg+xml", ".json": "application/json", ".png": "image/png",
  ".md": "text/markdown; charset=utf-8", ".xml": "application/xml", ".pdf": "application/pdf",
};

/// Serves `root` at `mount` (e.g. "/" or "/courses/lab/"); `extra` maps other paths to
/// [content-type, body] (a host page, say).
export async function serve(root, mount = "/", extra = {}) {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (extra[path]) {
      res.writeHead(200, { "content-type": extra[path][0] }).end(extra[path][1]);
      return;
    }
    if (!path.startsWith(mount)) { res.writeHead(404).end("not found"); return; }
    const rel = path.slice(mount.length);
    const file = normalize(join(root, rel === "" ? "index.html" : rel));
    if (!file.startsWith(normalize(root))) { res.writeHead(403).end(); return; }
    try {
      const body = await readFile(file);
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end("not found");
    }
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

/// The built site: $DIST, or dist/ at the top of the project.
export const DIST = process.env.DIST ?? fileURLToPath(new URL("../../dist/", import.meta.url));

/// For a test file: serves the built site (at `mount`, with `extra` as for [`serve`]) and opens
/// a browser before its tests, and closes both after them. The returned object holds `origin`
/// and `browser` once the tests run.
export function site(mount = "/", extra = {}) {
  const s = {};
  before(async () => {
    const srv = await serve(DIST, mount, extra);
    Object.assign(s, { server: srv.server, origin: srv.origin, browser: await browser() });
  });
  after(async () => {
    await s.browser?.close();
    s.server?.close();
  });
  return s;
}

export async function browser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync"],
  });
}

/// A page that records console errors, uncaught exceptions and requests to other origins.
export async function watchedPage(b, origin, viewport = { width: 1280, height: 900 }) {
  const page = await b.newPage({ viewport });
  // The lab writes a change into the URL 150 ms after the last one (a drag does not pay for
  // history.replaceState on every step). Playwright takes that late replaceState for a second
  // navigation if it lands during a goto, so goto first lets a pending URL update land.
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    await page.waitForTimeout(200);
    return goto(...args);
  };
  const problems = [];
  await page.addInitScript(() => document.addEventListener("securitypolicyviolation",
    (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`)));
  page.on("console", (m) => {
    // A failed load is reported below with its address.
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) problems.push(`console: ${m.text()}`);
  });
  page.on("response", (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
  page.on("pageerror", (e) => problems.push(`exception: ${e.message}`));
  page.on("request", (r) => {
    const u = r.url();
    if (!u.startsWith(origin) && !u.startsWith("data:") && !u.startsWith("blob:")) problems.push(`foreign request: ${u}`);
  });
  return { page, problems };
}

/// Scrolls an element into view and waits two frames: a chart or a table away from the viewport
/// is not rendered (`content-visibility: auto`, assets/style.css), so what a reader sees of it
/// (its `innerText`) is empty until it comes near.
export async function onScreen(locator, timeout = 10_000) {
  await locator.scrollIntoViewIfNeeded({ timeout });
  await locator.page().evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  return locator;
}

/// Waits until no widget's results are busy: no run out in the worker and no drawing waiting to
/// be written (a chart or system view on screen takes its new drawing a task after the change).
export function allDrawn(page) {
  return page.waitForFunction(() => !document.querySelector(".results[aria-busy=true]"));
}

/// What a reader sees of an element, once it is on screen ([`onScreen`]).
export async function seenText(locator) {
  return (await onScreen(locator)).innerText();
}

/// A chart's drawing (its SVG markup, each element's attributes in name order), or null before
/// it is drawn. The order means nothing to the drawing, and a chart redrawn in place sets an
/// attribute it gained after those it kept, so two equal drawings may list them otherwise.
export function chartData(page, id) {
  return page.evaluate((id) => {
    const svg = document.getElementById(id)?.querySelector("svg");
    if (!svg) return null;
    const copy = svg.cloneNode(true);
    for (const el of [copy, ...copy.querySelectorAll("*")]) {
      const attrs = [...el.attributes].map((a) => [a.name, a.value]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      for (const [name] of attrs) el.removeAttribute(name);
      for (const [name, value] of attrs) el.setAttribute(name, value);
    }
    return copy.outerHTML;
  }, id);
}

const axeSource = await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/// axe's WCAG 2.2 AA violations on the page as it is now, one line each (empty when none).
export async function audit(page) {
  await page.evaluate(axeSource);
  const result = await page.evaluate(() =>
    window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } }));
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes[0].target.join(" ")} — ${v.help}`);
}
