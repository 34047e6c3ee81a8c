// Which of the lab's functions a page runs before it is up (scripts/site-extras.sh, the lab's
// split): serves a copy of the staged site whose lab wasm is wasm-split's instrumented build,
// opens the course map and every lesson page in headless Chromium, waits for each page's first
// drawn charts and writes the instrumented module's profile, one file a page.
// Usage: node scripts/split-profile.mjs <site> <out-dir>
import { mkdirSync, writeFileSync } from "node:fs";
import { serve, browser } from "../tests/browser/harness.mjs";

const [root, out] = process.argv.slice(2);
if (!root || !out) {
  console.error("usage: node scripts/split-profile.mjs <site> <out-dir>");
  process.exit(2);
}
mkdirSync(out, { recursive: true });

const { server, origin } = await serve(root);
const b = await browser();
// Every lesson page the course map links to.
const map = await b.newPage();
await map.goto(`${origin}/index.html`);
await map.waitForSelector("[data-testid=course-map] a");
const lessons = await map.$$eval("[data-testid^=lesson-link-]", (as) => as.map((a) => a.dataset.testid.slice(12)));
await map.close();
if (lessons.length === 0) throw new Error("the course map links to no lesson");
// Every page at desktop and at phone width; the map in both languages; a lesson embedded (whole
// and one widget), in presenter mode and as its teacher notes.
// (The lab draws the map in a frame: in a window of its own the map has its own build.)
const visits = [["", 1280], ["lang=en", 360], ["lesson=2&lang=en&embed=1", 1280],
  ["lesson=2&embed=1&widget=kesici/kosum", 360], ["lesson=1&present=1", 1280], ["lesson=2&notes=1", 1280]];
for (const k of lessons) visits.push([`lesson=${k}`, 1280], [`lesson=${k}`, 360]);
let failed = false;
for (const [i, [query, width]] of visits.entries()) {
  const ctx = await b.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  page.on("pageerror", (e) => { console.error(`?${query}: ${e.message}`); failed = true; });
  await page.addInitScript(() => addEventListener("TrunkApplicationStarted", (e) => (window.labExports = e.detail.wasm)));
  const url = `${origin}/index.html?${query}`;
  let frame = page;
  if (query.includes("lesson=")) {
    await page.goto(url);
  } else {
    await page.setContent(`<iframe src="${url}" width="${width}" height="900"></iframe>`);
    frame = page.frames()[1];
  }
  const up = query.includes("notes=1") ? ".notes-body h2" : query.includes("lesson=") ? ".widget .chart svg" : "[data-testid=course-map] a";
  await frame.waitForSelector(up);
  // The charts and system views below the first are written one a task after it.
  await page.waitForTimeout(500);
  const profile = await frame.evaluate(() => {
    const w = window.labExports;
    const size = 1 << 20;
    const at = w.__wbindgen_malloc(size, 1);
    const n = w.__write_profile(at, size);
    return Array.from(new Uint8Array(w.memory.buffer, at, n));
  });
  writeFileSync(`${out}/${i}.prof`, Buffer.from(profile));
  await ctx.close();
}
await b.close();
server.close();
process.exit(failed ? 1 : 0);
