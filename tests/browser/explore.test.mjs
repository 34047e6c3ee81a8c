// The chart explorer (issue 20, part 2): a chart's "Explore" button opens its interactive Plotly
// view in a modal dialog. On three pages: Plotly's plot appears with the chart's traces (count
// and names), a zoom changes its axis range, Escape closes it and gives focus back to the
// button; nothing is requested from another host, no CSP violation, no console error; axe finds
// no violation with the dialog open. It also reports what the first open loads and how long it
// takes (the explorer is not part of the first load: tests/browser/size.test.mjs).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { DIST, audit, site, watchedPage } from "./harness.mjs";

const lab = site();

/// The names of the SVG chart's legend entries are not in the DOM as data, so the chart's own
/// traces are read from the data table the chart offers: its header row (x, then one per trace).
async function traceNames(page, figure) {
  await figure.getByRole("button", { name: /Veriyi tablo olarak göster|Show the data as a table/ }).click();
  const headers = await figure.locator("table.chart-data thead th").allTextContents();
  await figure.getByRole("button", { name: /Veri tablosunu gizle|Hide the data table/ }).click();
  return headers.slice(1);
}

const PAGES = [
  // A long time series (the breaker's rounds): the range slider.
  { q: "?lesson=2", lang: "tr" },
  // Bars.
  { q: "?lesson=3&lang=en", lang: "en" },
  // An extra lab's series.
  { q: "?lesson=21", lang: "tr" },
];

test("a chart opens in an interactive Plotly view with its traces, zooms, and closes on Escape", async () => {
  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  const found = [];
  const timings = [];
  for (const { q, lang } of PAGES) {
    await page.goto(`${lab.origin}/${q}`);
    await page.waitForFunction(() => document.querySelector(".chart svg"));
    const figure = page.locator("figure.chart-box").first();
    await figure.scrollIntoViewIfNeeded();
    const names = await traceNames(page, figure);
    const button = figure.getByTestId("chart-explore");
    assert.equal(await button.textContent(), lang === "tr" ? "Grafiği incele" : "Explore the chart");
    const requests = [];
    const onRequest = (r) => requests.push(r.url());
    page.on("request", onRequest);
    const t0 = Date.now();
    await button.click();
    const dialog = page.locator("dialog.explore[open]");
    await dialog.waitFor();
    // Focus moved into the dialog.
    assert.ok(await page.evaluate(() => document.activeElement?.closest("dialog[open]") !== null), `${q}: focus in the dialog`);
    const plot = dialog.locator(".js-plotly-plot");
    await plot.locator(".main-svg").first().waitFor({ timeout: 30000 });
    timings.push({ q, ms: Date.now() - t0, requests: requests.map((u) => new URL(u).pathname) });
    page.off("request", onRequest);
    // The figure holds the chart's traces, by name, in order.
    const data = await plot.evaluate((el) => el.data.map((d) => ({ name: d.name, type: d.type, n: (d.y ?? []).length })));
    assert.equal(data.length, names.length, `${q}: trace count`);
    assert.deepEqual(data.map((d) => d.name), names, `${q}: trace names`);
    // Title in the page's language, as the chart's.
    const title = await figure.getAttribute("aria-label");
    assert.equal(await plot.evaluate((el) => el.layout.title.text), title);
    // A zoom changes the x axis's range.
    const before = await plot.evaluate((el) => [...el._fullLayout.xaxis.range]);
    await plot.evaluate((el) => {
      const [a, z] = el._fullLayout.xaxis.range;
      return window.Plotly.relayout(el, { "xaxis.range": [a + (z - a) / 4, z - (z - a) / 4] });
    });
    const after = await plot.evaluate((el) => [...el._fullLayout.xaxis.range]);
    assert.notDeepEqual(after, before, `${q}: zoom`);
    assert.ok(after[1] - after[0] < before[1] - before[0], `${q}: the zoomed range is narrower`);
    // The modebar has the PNG export.
    assert.ok(await dialog.locator(".modebar-btn[data-title]").count() > 0, `${q}: Plotly's toolbar`);
    for (const v of await audit(page)) found.push(`${q}: ${v}`);
    await page.keyboard.press("Escape");
    await page.locator("dialog.explore[open]").waitFor({ state: "detached", timeout: 5000 }).catch(() => {});
    assert.equal(await page.locator("dialog.explore[open]").count(), 0, `${q}: Escape closes the dialog`);
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), "chart-explore", `${q}: focus back on the button`);
    assert.ok(await button.evaluate((el) => el === document.activeElement), `${q}: focus on this chart's button`);
  }
  const gz = (f) => gzipSync(readFileSync(join(DIST, f)), { level: 9 }).length;
  const kb = (n) => (n / 1000).toFixed(1);
  console.log(`first open loads explore/explore.wasm ${kb(gz("explore/explore.wasm"))} KB gzip + explore/plotly.min.js ${kb(gz("explore/plotly.min.js"))} KB gzip`);
  for (const t of timings) console.log(`  ${t.q}: ${t.ms} ms to Plotly's plot; requests: ${t.requests.join(", ") || "none"}`);
  // Only the first open fetches the explorer; later opens reuse it.
  assert.ok(timings[0].requests.some((p) => p.endsWith("explore/explore.wasm")), "the first open fetched the module");
  assert.deepEqual(found, []);
  assert.deepEqual(problems, []);
});

test("on a phone's width the explored chart's texts stay inside it and clear of each other", async () => {
  const { page, problems } = await watchedPage(lab.browser, lab.origin, { width: 360, height: 740 });
  const found = [];
  // Lesson 3's split sweep has the longest axis title and legend names; lesson 6's a range slider.
  for (const q of ["?lesson=3&lang=en", "?lesson=6&lang=tr"]) {
    await page.goto(`${lab.origin}/${q}`);
    await page.waitForFunction(() => document.querySelector(".chart svg"));
    const figure = page.locator("figure.chart-box").first();
    await figure.scrollIntoViewIfNeeded();
    await figure.getByTestId("chart-explore").click();
    const plot = page.locator("dialog.explore[open] .js-plotly-plot");
    await plot.locator(".main-svg").first().waitFor({ timeout: 30000 });
    await page.waitForTimeout(300);
    const r = await plot.evaluate((el) => {
      const box = (s) => el.querySelector(s)?.getBoundingClientRect() ?? null;
      // Where the plotting area starts (Plotly's own layout: the margin's left edge).
      const area = el.querySelector(".main-svg").getBoundingClientRect().left + el._fullLayout._size.l;
      const notes = [...el.querySelectorAll(".annotation")].map((a) => a.getBoundingClientRect().left);
      return { title: el.layout.title?.text ?? null, plot: el.getBoundingClientRect(), svg: box(".main-svg"), legend: box(".legend"), x: box(".g-xtitle"), slider: box(".rangeslider-container"), notes, area };
    });
    // The lines' labels start inside the plotting area, not over the y axis's ticks.
    if (r.notes.some((left) => left < r.area - 1)) found.push(`${q}: a line's label runs over the y axis`);
    // The dialog's heading names the chart: no second title cut off under the toolbar.
    if (r.title) found.push(`${q}: a title in the figure`);
    if (r.svg.bottom > r.plot.bottom + 1) found.push(`${q}: the figure runs below its place`);
    for (const [name, b] of [["legend", r.legend], ["x title", r.x]]) {
      if (b.left < r.plot.left - 1 || b.right > r.plot.right + 1 || b.bottom > r.plot.bottom + 1) found.push(`${q}: the ${name} leaves the figure`);
    }
    if (r.legend.top < r.x.bottom - 1) found.push(`${q}: the legend runs into the x axis's title`);
    if (r.slider && r.x.top < r.slider.bottom - 1) found.push(`${q}: the x axis's title runs into the range slider`);
    await page.keyboard.press("Escape");
  }
  assert.deepEqual(found, []);
  assert.deepEqual(problems, []);
});
