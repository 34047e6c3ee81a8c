// Memory: slider changes on a heavy lesson page must not grow the JS heap (measured through the
// DevTools protocol after forced garbage collection; the budget is 5 MB). A chart's SVG and a
// table's cells are rewritten inside elements that stay, so nothing should accumulate. The
// default run makes 1,000 changes; scripts/long-tests.sh makes 10,000 (MEMORY_CHANGES).
import { test } from "node:test";
import assert from "node:assert/strict";
import { site, watchedPage } from "./harness.mjs";

const CHANGES = Number(process.env.MEMORY_CHANGES ?? 1000);
const PAGE = process.env.MEMORY_LESSON ?? "2";
const lab = site();

async function heap(cdp) {
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  return (await cdp.send("Runtime.getHeapUsage")).usedSize;
}

/// Moves the first slider back and forth `n` times, letting each change redraw.
function wiggle(page, n) {
  return page.evaluate(async (n) => {
    const s = document.querySelector("input[type=range]");
    const [lo, hi] = [Number(s.min), Number(s.max)];
    const step = Number(s.step) || 1;
    for (let i = 0; i < n; i++) {
      const v = lo + ((i % 20) * step) % (hi - lo + step);
      s.value = String(Math.min(hi, v));
      s.dispatchEvent(new Event("input", { bubbles: true }));
      await new Promise((r) => setTimeout(r, 0));
    }
  }, n);
}

test(`${CHANGES} slider changes grow the JS heap by less than 5 MB`, async () => {
  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  await page.goto(`${lab.origin}/?lesson=${PAGE}`);
  // The lesson's pack loaded and its charts drawn (an empty page would pass "every chart").
  await page.waitForFunction(() => {
    const charts = [...document.querySelectorAll(".chart")];
    return charts.length > 0 && charts.every((c) => c.querySelector("svg")) && document.querySelector("input[type=range]");
  });
  const cdp = await page.context().newCDPSession(page);
  await wiggle(page, 200);
  await page.waitForTimeout(500);
  const before = await heap(cdp);
  const t0 = Date.now();
  await wiggle(page, CHANGES);
  await page.waitForTimeout(500);
  const after = await heap(cdp);
  const grew = (after - before) / 1e6;
  console.log(`memory: ${CHANGES} changes on lesson ${PAGE} in ${((Date.now() - t0) / 1000).toFixed(1)} s; JS heap ${(before / 1e6).toFixed(2)} → ${(after / 1e6).toFixed(2)} MB (${grew >= 0 ? "+" : ""}${grew.toFixed(2)} MB)`);
  assert.ok(grew < 5, `JS heap grew by ${grew.toFixed(2)} MB`);
  assert.deepEqual(problems, []);
});
