// The browser half of `scripts/bench.sh`: every model's whole transcript inside Chromium's wasm
// engine, for every lesson page the time from a slider input to the redrawn tables and charts
// (its first slider over the range, then every slider at five values),
// on every page with a timeline its scrub and playback frame times, and the seed ensembles run in
// the worker while a slider moves. Prints JSON on stdout. Usage: node tests/bench/bench.mjs <dist> [changes]
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve, browser } from "../browser/harness.mjs";
import { siteSize } from "./size.mjs";

const root = process.argv[2] ?? "dist";
const changes = Number(process.argv[3] ?? 100);
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.round((s.length - 1) * q)];
  return { median: at(0.5), p95: at(0.95), max: s[s.length - 1], n: s.length };
};

const { server, origin } = await serve(root);
const b = await browser();
const page = await b.newPage({ viewport: { width: 1280, height: 900 } });
const out = { models: {}, pages: {}, load: {} };

// First load: time to an interactive course map (the app has mounted and a lesson link works).
for (let i = 0; i < 5; i++) {
  const t0 = Date.now();
  await page.goto(`${origin}/index.html`);
  await page.waitForSelector("[data-testid=course-map] a");
  (out.load.ms ??= []).push(Date.now() - t0);
}
out.load = stats(out.load.ms);

// A lesson page's first load: the whole lab, then the lesson's pack, up to its first drawn chart,
// on the page with the largest pack (size.mjs's, `lNN.wasm`). A fresh browser context each time:
// nothing cached.
const heaviest = Number(siteSize(root).largest_pack.file.slice(1, 3));
const heavy = [];
for (let i = 0; i < 5; i++) {
  const ctx = await b.newContext({ viewport: { width: 1280, height: 900 } });
  const p = await ctx.newPage();
  const t0 = Date.now();
  await p.goto(`${origin}/index.html?lesson=${heaviest}`);
  await p.waitForSelector(".widget .chart svg");
  heavy.push(Date.now() - t0);
  await ctx.close();
}
out.lesson_load = { lesson: heaviest, ...stats(heavy) };

await page.evaluate(() => window.wasmBindings.load_packs());
const models = await page.evaluate(() => window.wasmBindings.bench_models());
for (const id of models) {
  const times = await page.evaluate((id) => Array.from(window.wasmBindings.bench_transcript(id, 30)), id);
  out.models[id] = stats(times);
}

// Two-parameter explorers: the whole 20 × 20 grid as the lesson's pack computes it (in the page's
// worker, for an explorer: see the end), and its slowest row, timed here on the main thread.
const sw = await page.evaluate(() => Array.from(window.wasmBindings.bench_sweeps()));
out.sweeps = {};
for (let i = 0; i + 2 < sw.length + 1; i += 3) out.sweeps[sw[i]] = { total_ms: Number(sw[i + 1]), slowest_row_ms: Number(sw[i + 2]) };

const lessons = await page.$$eval("[data-testid^=lesson-link-]", (as) => as.map((a) => a.dataset.testid.slice(12)));
// One slider change as the page lives it, installed in every page: the input event, a task later
// the page has updated and a forced layout read makes the browser do its style and layout work.
// The page then writes its charts and system views, one a task, and a heavy model
// (ModelInfo::heavy) runs in the worker: until its results are all shown (no `.results[aria-busy]`
// left) the page is ticked task by task, and the longest gap between two ticks is the longest the
// main thread was taken (a drawing written, the worker's answer decoded). `ms` is the longest of
// these, the change's block; `input` the first alone; `shown` from the event until the results
// are on screen; `worker` whether the run went to the worker (`data-running`).
const timing = () => {
  // One task later: a message to itself (the page's other tasks run between).
  const tick = () => new Promise((ok) => { const c = new MessageChannel(); c.port1.onmessage = ok; c.port2.postMessage(0); });
  window.__tick = tick;
  // Brings a slider's widget's results into view and lets the page draw them (untimed).
  window.__inView = async (input) => {
    input.closest(".widget")?.querySelector(".results")?.scrollIntoView({ block: "start" });
    for (let i = 0; i < 3; i++) await new Promise((ok) => requestAnimationFrame(() => ok()));
    await new Promise((ok) => requestIdleCallback(() => ok(), { timeout: 1000 }));
  };
  window.__change = async (input, v) => {
    const t0 = performance.now();
    input.value = String(v);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    await tick();
    document.body.getBoundingClientRect();
    const first = performance.now() - t0;
    const worker = document.querySelector(".results[data-running]") !== null;
    let block = first, last = performance.now();
    while (document.querySelector(".results[aria-busy=true]") && last - t0 < 20000) {
      await tick();
      document.body.getBoundingClientRect();
      const now = performance.now();
      block = Math.max(block, now - last);
      last = now;
    }
    return { ms: block, input: first, shown: last - t0, worker };
  };
};
await page.addInitScript(timing);

for (const n of lessons) {
  await page.goto(`${origin}/index.html?lesson=${n}`);
  await page.waitForSelector(".widget .chart svg");
  // A settled page: its pack and charts loaded and drawn, so the first inputs do not pay
  // for the page's load.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((ok) => requestIdleCallback(() => ok(), { timeout: 2000 })));
  // The first widget's first slider, moved back and forth over its range, with the widget's
  // results in view (as a learner sees them: charts away from the viewport are not drawn).
  const times = await page.evaluate(async (changes) => {
    const input = document.querySelector(".widget input[type=range]");
    if (!input) return [];
    await window.__inView(input);
    const lo = Number(input.min), hi = Number(input.max), step = Number(input.step) || 1;
    const values = [];
    for (let v = lo; v <= hi && values.length < 40; v += Math.max(step, (hi - lo) / 39)) values.push(v);
    const out = [];
    for (let i = 0; i < changes; i++) out.push((await window.__change(input, values[i % values.length])).ms);
    return out;
  }, changes);
  const slider = await page.$eval(".widget input[type=range]", (i) => i.getAttribute("data-testid") ?? i.id).catch(() => "");
  out.pages[n] = { ...stats(times), slider };
}

// Every slider on every page (issue #22): each slider of each widget (the advanced ones too)
// at both ends of its range and three values between, from the course's values, with its
// widget's results in view (the widget is reset after each slider, untimed); timed as above.
// Per page: p50, p95 and the worst change with its slider and value.
out.every = {};
for (const n of lessons) {
  await page.goto(`${origin}/index.html?lesson=${n}`);
  await page.waitForSelector(".widget .chart svg");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((ok) => requestIdleCallback(() => ok(), { timeout: 2000 })));
  out.every[n] = await page.evaluate(async () => {
    const tick = window.__tick;
    const idle = () => new Promise((ok) => requestIdleCallback(() => ok(), { timeout: 1000 }));
    document.querySelectorAll(".widget details.advanced").forEach((d) => { d.open = true; });
    const changes = [];
    const sliders = [...document.querySelectorAll(".widget .controls input[type=range]")];
    for (const input of sliders) {
      const lo = Number(input.min), hi = Number(input.max), step = Number(input.step) || 1;
      const snap = (v) => Math.min(hi, lo + Math.round((v - lo) / step) * step);
      const values = [...new Set([lo, snap(lo + (hi - lo) / 4), snap(lo + (hi - lo) / 2), snap(lo + (3 * (hi - lo)) / 4), hi])];
      await window.__inView(input);
      for (const v of values) {
        const c = await window.__change(input, v);
        changes.push({ ...c, slider: input.getAttribute("data-testid") ?? input.id, value: v });
      }
      input.closest(".widget")?.querySelector("[data-testid^=reset-]")?.click();
      await tick();
      while (document.querySelector(".results[aria-busy=true]")) await new Promise((ok) => setTimeout(ok, 5));
      await idle();
    }
    return { sliders: sliders.length, changes };
  });
}

// Watching a run (every page with a timeline): scrubbing the timeline (input → redrawn view,
// cursors and the round's table, as for the sliders above) and playback at 16×, until the run's
// end or for 3 s (at 16× a run of 150 rounds or more moves on at least a round every animation
// frame, at 60 frames a second; a shorter one draws a new round every few frames). A frame's
// script is its animation-frame task in Chromium's trace (the clock's tick and the redraws it
// causes, which run in that task's microtasks): its thread time (the CPU the main thread spent
// on it, the budget's measure) and its wall time (which also counts the moments the operating
// system gave the core to another process: on two cores shared with the browser's other
// processes these are most of a slow frame's excess).
const frameTasks = (file) => {
  const ev = JSON.parse(readFileSync(file, "utf8")).traceEvents;
  const raf = ev.filter((e) => e.name === "FireAnimationFrame" && e.ph === "X").sort((a, b) => a.ts - b.ts);
  return { cpu: raf.map((e) => e.tdur / 1000), wall: raf.map((e) => e.dur / 1000), at: raf.map((e) => e.ts / 1000) };
};
// The frame rate while playing: the playback's clock asks for every animation frame until the
// run's end, so its frames' start times are the display's frames it got. Frames per second over
// the span from its first frame to its last; a frame is late when it came more than one and a
// half display intervals (`interval`, measured on the idle page) after the one before.
const frameRate = (at, interval) => {
  const gaps = at.slice(1).map((t, i) => t - at[i]);
  const span = at.length > 1 ? at[at.length - 1] - at[0] : 0;
  return {
    fps: span > 0 ? (1000 * (at.length - 1)) / span : 0,
    late: gaps.filter((g) => g > 1.5 * interval).length,
    longest_gap_ms: gaps.length ? Math.max(...gaps) : 0,
  };
};
// The display's own frame interval, on an idle page: the median gap of 61 animation frames.
const displayInterval = () => page.evaluate(() => new Promise((ok) => {
  const at = [];
  const loop = (t) => {
    at.push(t);
    if (at.length < 61) requestAnimationFrame(loop);
    else ok(at.slice(1).map((x, i) => x - at[i]).sort((a, b) => a - b)[30]);
  };
  requestAnimationFrame(loop);
}));
const traceFile = join(mkdtempSync(join(tmpdir(), "bench-")), "trace.json");
out.playback = {};
for (const n of lessons) {
  await page.goto(`${origin}/index.html?lesson=${n}`);
  await page.waitForSelector(".widget .chart svg");
  // Pages with a timeline (a static view's is hidden: nothing to play).
  if (!(await page.$(".timeline:not([hidden]) [data-testid=play]"))) continue;
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((ok) => requestIdleCallback(() => ok(), { timeout: 2000 })));
  const r = await page.evaluate(async () => {
    const tl = document.querySelector(".timeline");
    tl.scrollIntoView({ block: "center" });
    const range = tl.querySelector("[data-testid=timeline]");
    const max = Number(range.max);
    const tick = window.__tick;
    const scrub = [];
    for (let i = 0; i < 60; i++) {
      const t0 = performance.now();
      range.value = String((i * 37) % (max + 1));
      range.dispatchEvent(new Event("input", { bubbles: true }));
      await tick();
      document.body.getBoundingClientRect();
      scrub.push(performance.now() - t0);
    }
    range.value = "0";
    range.dispatchEvent(new Event("input", { bubbles: true }));
    const speed = tl.querySelector("[data-testid=speed]");
    speed.value = "16";
    speed.dispatchEvent(new Event("change", { bubbles: true }));
    await tick();
    return { scrub, length: max + 1 };
  });
  const interval = await displayInterval();
  await b.startTracing(page, { path: traceFile, categories: ["devtools.timeline"] });
  await page.evaluate(async () => {
    const play = document.querySelector(".timeline [data-testid=play]");
    play.click();
    await new Promise((ok) => setTimeout(ok, 3000));
    if (play.getAttribute("aria-pressed") === "true") play.click();
  });
  await b.stopTracing();
  const f = frameTasks(traceFile);
  out.playback[n] = {
    frames_in_run: r.length, frame: stats(f.cpu), wall: stats(f.wall), scrub: stats(r.scrub),
    display_fps: 1000 / interval, ...frameRate(f.at, interval),
  };
}

// Seed ensembles in the worker (issue #22): the widget with a "Şans mı?" panel, its results
// in view, its first slider moved 150 ms apart (as a learner would while the seeds rerun), in
// blocks of eight with the panel closed and open in turn (ABBA: closed, open, open, closed, ×2),
// so that what the open panel costs a move is told apart from what the widget's own redraw
// does. Per page and state: the input → redrawn latency (as for the sliders above); with the
// panel open, the main thread's long tasks (over 50 ms), how long the last run took to settle,
// and whether the page used the worker.
out.ensembles = {};
for (const n of lessons) {
  const ctx = await b.newContext({ viewport: { width: 1280, height: 900 } });
  await ctx.addInitScript(timing);
  const p = await ctx.newPage();
  let workers = 0;
  p.on("worker", () => { workers += 1; });
  await p.goto(`${origin}/index.html?lesson=${n}`);
  await p.waitForSelector(".widget .chart svg");
  if (!(await p.$("[data-testid^=ensemble-open-]"))) { await ctx.close(); continue; }
  const status = "[data-testid^=ensemble-status-]";
  const settled = () => p.waitForFunction((s) => {
    const t = document.querySelector(s)?.textContent ?? "";
    return t !== "" && !t.startsWith("Tohumlar koşuyor") && !t.includes("yeniden koşuyor");
  }, status, { timeout: 120000 });
  await p.evaluate(() => {
    window.__long = [];
    window.__counting = false;
    new PerformanceObserver((l) => l.getEntries().forEach((e) => { if (window.__counting) window.__long.push(e.duration); })).observe({ type: "longtask" });
  });
  const times = { closed: [], open: [] };
  let settle_ms = 0;
  for (const open of [false, true, true, false, false, true, true, false]) {
    const isOpen = await p.$eval("details.ensemble", (d) => d.open);
    if (isOpen !== open) await p.click("[data-testid^=ensemble-open-]");
    if (open) await settled();
    const block = await p.evaluate(async (open) => {
      const tick = window.__tick;
      const input = document.querySelector(".widget:has([data-testid^=ensemble-open-]) .controls input[type=range]");
      await window.__inView(input);
      const lo = Number(input.min), hi = Number(input.max);
      const inputs = [];
      window.__counting = open;
      for (let i = 0; i < 8; i++) {
        const t0 = performance.now();
        input.value = String(i % 2 ? lo : hi);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        await tick();
        document.body.getBoundingClientRect();
        inputs.push(performance.now() - t0);
        await new Promise((ok) => setTimeout(ok, 150));
      }
      return inputs;
    }, open);
    times[open ? "open" : "closed"].push(...block);
    if (open) {
      const t0 = Date.now();
      await settled();
      settle_ms = Math.max(settle_ms, Date.now() - t0);
    }
    await p.evaluate(() => { window.__counting = false; });
  }
  const long = await p.evaluate(() => window.__long);
  out.ensembles[n] = {
    closed: stats(times.closed), open: stats(times.open), long_tasks: long.length,
    long_ms: long.reduce((a, b) => a + b, 0), settle_ms, worker: workers > 0,
  };
  await ctx.close();
}

// Two-parameter explorers as a learner opens them (issue #22): the page asks its worker for the
// grid a row at a time and writes each row in as it comes. Per explorer: the time from the
// click that opens it until the grid is filled; the main thread's blocks meanwhile (the page
// ticked task by task, as for the sliders above): the first, opening the panel (its first rows
// of cells drawn), and the longest after it (more rows drawn, rows written in); its long tasks
// (over 50 ms); and how many answers came from the worker (a row each, and its first message
// when it starts).
out.explorers = {};
for (const n of lessons) {
  const ctx = await b.newContext({ viewport: { width: 1280, height: 900 } });
  await ctx.addInitScript(timing);
  await ctx.addInitScript(() => {
    window.__answers = 0;
    const Plain = window.Worker;
    window.Worker = class extends Plain {
      constructor(...args) {
        super(...args);
        this.addEventListener("message", () => { window.__answers += 1; });
      }
    };
    window.__long = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push(e.duration))).observe({ type: "longtask" });
  });
  const p = await ctx.newPage();
  await p.goto(`${origin}/index.html?lesson=${n}`);
  await p.waitForSelector(".widget .chart svg");
  const count = await p.$$eval("details.sweep:not(.ensemble)", (ds) => ds.length);
  for (let i = 0; i < count; i++) {
    await p.waitForLoadState("networkidle");
    await p.evaluate(() => new Promise((ok) => requestIdleCallback(() => ok(), { timeout: 2000 })));
    const r = await p.evaluate(async (i) => {
      const tick = window.__tick;
      const d = document.querySelectorAll("details.sweep:not(.ensemble)")[i];
      d.scrollIntoView({ block: "start" });
      const filled = () => {
        const s = d.querySelector(".sweep-status")?.textContent ?? "";
        return s !== "" && !/^(Hesaplanıyor|Computing)/.test(s);
      };
      const [answers, long] = [window.__answers, window.__long.length];
      const t0 = performance.now();
      d.querySelector("summary").click();
      await tick();
      const opened = performance.now();
      let last = opened, block = 0;
      while (!filled() && performance.now() - t0 < 60000) {
        await tick();
        const t = performance.now();
        block = Math.max(block, t - last);
        last = t;
      }
      return {
        model: d.querySelector("table.heat")?.dataset.testid?.slice(6) ?? "",
        filled_ms: performance.now() - t0, open_ms: opened - t0, rows_block_ms: block,
        rows: d.querySelectorAll("table.heat tbody tr").length,
        from_worker: window.__answers - answers, long_tasks: window.__long.slice(long),
      };
    }, i);
    out.explorers[`${n}/${r.model}`] = r;
  }
  await ctx.close();
}

console.log(JSON.stringify(out, null, 1));
await b.close();
server.close();
