// The packs' heavy requests in the page's worker (app/src/worker.rs): a seed ensemble and an
// explorer's grid are computed there (the worker is started from the page's folder and loads the
// lesson's pack itself), a slider move keeps the last result on screen marked as rerunning, and
// a worker that cannot start leaves the same results computed on the page, with a notice.
import { test } from "node:test";
import assert from "node:assert/strict";
import { site, watchedPage } from "./harness.mjs";

const lab = site();

const status = "[data-testid^=ensemble-status-]";
/// The first slider of the widget the ensemble belongs to.
const slider = (page) => page.locator(".widget:has([data-testid^=ensemble-open-]) input[type=range]").first();
/// Waits until the ensemble's status gives a result. A wait that runs out says what the page
/// showed then: the status, whether the panel was open, and the page's workers.
const settled = (page) =>
  page.waitForFunction((s) => {
    const t = document.querySelector(s)?.textContent ?? "";
    return t !== "" && !t.startsWith("Tohumlar koşuyor") && !t.includes("yeniden koşuyor");
  }, status, { timeout: 60000 }).catch(async (e) => {
    const seen = await page.evaluate((s) => ({
      status: document.querySelector(s)?.textContent,
      open: document.querySelector("details.ensemble")?.open,
      url: location.search,
    }), status).catch((why) => String(why));
    // Each worker: whether its thread still answers, and what it has set up.
    const alive = (w) => Promise.race([
      w.evaluate(() => `running, onmessage ${typeof onmessage}`).catch((why) => `gone: ${why.message}`),
      new Promise((ok) => setTimeout(() => ok("no answer in 5 s"), 5000)),
    ]);
    const workers = await Promise.all(page.workers().map(async (w) => `${w.url()}: ${await alive(w)}`));
    throw new Error(`${e.message}\nthe page then: ${JSON.stringify(seen)}; workers: ${JSON.stringify(workers)}; ` +
      `requests not finished: ${JSON.stringify([...(unfinished.get(page) ?? [])])}`);
  });
/// Waits until the page's first explorer has filled its grid. Its own status is read: the
/// ensemble's status has the same class and may come first.
const gridDone = (page) =>
  page.waitForFunction(() => {
    const s = document.querySelector("details.sweep:not(.ensemble) .sweep-status")?.textContent ?? "";
    return s !== "" && !s.startsWith("Hesaplanıyor");
  }, null, { timeout: 60000 });
/// The requests each page has started and not finished (for the message above).
const unfinished = new WeakMap();
function watchRequests(page) {
  const set = new Set();
  unfinished.set(page, set);
  page.on("request", (r) => set.add(r.url()));
  for (const done of ["requestfinished", "requestfailed"]) page.on(done, (r) => set.delete(r.url()));
}

/// Lesson 3's ensemble, opened and run; then its first slider moved to its end and run again.
async function ensembleRuns(page) {
  watchRequests(page);
  await page.goto(`${lab.origin}/index.html?lesson=3`);
  await page.locator("[data-testid^=ensemble-open-]").first().click();
  await settled(page);
  const first = await page.locator(status).first().textContent();
  await slider(page).evaluate((i) => {
    i.value = i.max;
    i.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await settled(page);
  return { first, second: await page.locator(status).first().textContent() };
}

test("a seed ensemble and an explorer's grid run in the worker", async () => {
  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  const workers = [];
  page.on("worker", (w) => workers.push(new URL(w.url()).pathname));
  const { first, second } = await ensembleRuns(page);
  assert.match(first, /tohumun \d+/);
  assert.doesNotMatch(first + second, /Arka plan işçisi/);
  assert.deepEqual(workers, ["/pack-worker.js"]);
  // The explorer on the same page fills its grid through the same worker.
  const explorer = page.locator("details.sweep:not(.ensemble)").first();
  if (await explorer.count()) {
    await explorer.locator("summary").click();
    await gridDone(page);
    assert.ok(await explorer.locator("table.heat td[style*=background]").count() > 10);
    assert.equal(workers.length, 1);
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test("a slider move keeps the last ensemble on screen, marked as rerunning", async () => {
  const { page } = await watchedPage(lab.browser, lab.origin);
  watchRequests(page);
  await page.goto(`${lab.origin}/index.html?lesson=3`);
  await page.locator("[data-testid^=ensemble-open-]").first().click();
  await settled(page);
  // The worker's answers held back: the mark shows while the old histogram stays drawn.
  await page.evaluate(() => {
    const post = Worker.prototype.postMessage;
    window.__held = [];
    Worker.prototype.postMessage = function (...args) { window.__held.push(() => post.apply(this, args)); };
  });
  await slider(page).evaluate((i) => {
    i.value = i.max;
    i.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await page.waitForFunction((s) => document.querySelector(s)?.textContent.includes("yeniden koşuyor"), status);
  assert.ok(await page.locator("[data-testid^=ensemble-panel-] .chart svg").count() > 0);
  await page.close();
});

/// With the worker's script answered by `route`: the ensemble's runs say the seeds ran on the
/// page, and give the same results as with the worker.
async function sameOnThePage(route) {
  const { page } = await watchedPage(lab.browser, lab.origin);
  await page.route("**/pack-worker.js", route);
  const off = await ensembleRuns(page);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.close();
  const { page: p2 } = await watchedPage(lab.browser, lab.origin);
  const on = await ensembleRuns(p2);
  await p2.close();
  assert.match(off.first, /Arka plan işçisi başlamadı/);
  const strip = (s) => s.replace(/ \(Arka plan işçisi[^)]*\)/, "");
  assert.equal(strip(off.first), on.first);
  assert.equal(strip(off.second), on.second);
}

test("a worker that cannot start: the same results on the page, with a notice", async () => {
  await sameOnThePage((r) => r.abort());
});

test("a worker whose script never arrives: after a few seconds the same results on the page, with a notice", async () => {
  // The script's download stalls: no error ever comes, only the worker's silence.
  await sameOnThePage(() => {});
});

test("a heavy model runs in the worker: the last view stays, marked, until the answer is drawn", async () => {
  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  const workers = [];
  page.on("worker", (w) => workers.push(new URL(w.url()).pathname));
  await page.goto(`${lab.origin}/index.html?lesson=19`);
  const summary = page.getByTestId("summary-yapilandirma-olc");
  await summary.waitFor();
  const before = await summary.innerText();
  // The worker's answers held back: the old summary stays, the results say they are busy.
  await page.evaluate(() => {
    const post = Worker.prototype.postMessage;
    window.__held = [];
    Worker.prototype.postMessage = function (...args) { window.__held.push(() => post.apply(this, args)); };
  });
  await page.getByTestId("slider-yapilandirma-olc-replicas").evaluate((i) => {
    i.value = "8";
    i.dispatchEvent(new Event("input", { bubbles: true }));
  });
  const busy = page.locator("[data-testid=widget-yapilandirma-olc] .results[aria-busy=true]");
  await busy.waitFor();
  assert.match(await busy.getAttribute("data-busy"), /Yeniden hesaplanıyor/);
  assert.equal(await summary.innerText(), before);
  await page.evaluate(() => window.__held.forEach((send) => send()));
  await page.waitForFunction(() => !document.querySelector(".results[aria-busy=true]"));
  const after = await summary.innerText();
  assert.notEqual(after, before);
  assert.match(after, /8 kopya/);
  assert.deepEqual(workers, ["/pack-worker.js"]);
  assert.deepEqual(problems, []);
  await page.close();
});

test("moving between steps leaves an open ensemble and explorer open and computed, or masks them", async () => {
  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  watchRequests(page);
  await page.goto(`${lab.origin}/index.html?lesson=3`);
  await page.locator("[data-testid^=ensemble-open-]").first().click();
  await settled(page);
  const explorer = page.locator("details.sweep:not(.ensemble)").first();
  await explorer.locator("summary").click();
  await gridDone(page);
  // Until this was fixed, every step change rebuilt the parts in place: the panel stayed open on
  // screen while its new state was closed, and the ensemble said "running the seeds" for ever.
  // A step may set the model's values, so the results may change; they must come.
  // A part a step masks comes back closed after it; one never masked stays open.
  const tabs = await page.locator("[data-testid^=step-tab-]").count();
  assert.ok(tabs > 1);
  const masked = { ensemble: false, explorer: false };
  const checked = { ensemble: 0, explorer: 0 };
  for (let k = 1; k <= tabs; k++) {
    await page.getByTestId(`step-tab-${k}`).click();
    await page.waitForTimeout(300);
    const ensemble = page.locator("details.ensemble");
    if (!(await ensemble.count())) masked.ensemble = true;
    else if (!masked.ensemble) {
      assert.ok(await ensemble.first().evaluate((d) => d.open), `step ${k}: the ensemble closed`);
      await settled(page);
      checked.ensemble++;
    }
    if (!(await explorer.count())) masked.explorer = true;
    else if (!masked.explorer) {
      assert.ok(await explorer.evaluate((d) => d.open), `step ${k}: the explorer closed`);
      await gridDone(page);
      assert.ok(await explorer.locator("table.heat td[style*=background]").count() > 10, `step ${k}`);
      checked.explorer++;
    }
  }
  assert.ok(checked.ensemble > 0 && checked.explorer > 0, JSON.stringify(checked));
  assert.deepEqual(problems, []);
  await page.close();
});
