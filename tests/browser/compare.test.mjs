// A pinned comparison (issue 20, part 1): "Pin as A" keeps the widget's setting; after a slider
// moves, each chart holds A's traces (ghosts, one "A (pinned)" legend entry) under B's, the tables mark
// the cells that changed with A's value, the summary says both. The link carries A (reloaded,
// the comparison is back); swap and clear work; a malformed `a.` value gives a notice and a
// working page; a link's values that do not fit together fall back with a notice once the
// lesson's pack has checked them. axe finds nothing with a comparison on screen.
import { test } from "node:test";
import assert from "node:assert/strict";
import { audit, onScreen, seenText, site, watchedPage } from "./harness.mjs";

const lab = site();

/// The legend names of every shown chart of a widget (those behind "more charts" are not on
/// screen), from the drawn SVG's text. A chart far below the fold is redrawn when it comes
/// near: each is scrolled to first.
async function legendTexts(page, widget) {
  const svgs = page.getByTestId(widget).locator(".chart svg");
  const texts = [];
  for (let i = 0; i < (await svgs.count()); i++) {
    if (!(await svgs.nth(i).isVisible())) continue;
    await svgs.nth(i).scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    texts.push(await svgs.nth(i).evaluate((s) => s.textContent));
  }
  return texts;
}

test("pinning A and moving a slider shows A under B in charts, tables and the summary, and the link keeps it", async () => {
  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  await page.goto(`${lab.origin}/?lesson=2&lang=en`);
  const w = page.getByTestId("widget-kesici-kosum");
  await w.getByTestId("table-kesici-kosum-runs").waitFor();
  const before = await seenText(w.getByTestId("table-kesici-kosum-runs"));
  await w.getByTestId("compare-pin").click();
  await w.getByTestId("compare-status").waitFor();
  // Pinned and unchanged: nothing differs yet.
  assert.equal(await w.locator("td.ab-changed").count(), 0);
  await w.getByTestId("slider-kesici-kosum-threshold").fill("0.1");
  await w.locator("td.ab-changed").first().waitFor();
  await onScreen(w.getByTestId("table-kesici-kosum-runs"));
  const marked = await w.locator("td.ab-changed").allInnerTexts();
  assert.ok(marked.length > 0 && marked.every((t) => /\(A: .+\)/.test(t)), marked.join(" | "));
  // Every chart with axes draws A's traces and B's.
  const legends = await legendTexts(page, "widget-kesici-kosum");
  assert.ok(legends.length > 0);
  assert.ok(legends.some((t) => t.includes("A (pinned)")), legends.join("\n"));
  assert.equal(await w.locator(".chart svg [opacity='0.45']").count() > 0, true, "no ghost trace drawn");
  // The system view: A's beside B's, at the timeline's round.
  await w.getByTestId("compare-system-a").waitFor();
  assert.equal(await w.locator("[data-testid=round-table-kesici-kosum-a]").count(), 1);
  const summary = await w.getByTestId("summary-kesici-kosum").innerText();
  assert.match(summary, /^A \(pinned\): .+\nB \(now\): .+/s);
  // The link carries A; reloaded, the comparison is back.
  await page.waitForURL(/a\.kesici\/kosum=1/);
  const url = page.url();
  await page.goto(url);
  await w.locator("td.ab-changed").first().waitFor();
  await onScreen(w.getByTestId("table-kesici-kosum-runs"));
  assert.equal((await w.locator("td.ab-changed").allInnerTexts()).length, marked.length);
  assert.equal(await w.getByTestId("slider-kesici-kosum-threshold").inputValue(), "0.1");
  assert.deepEqual(await audit(page), []);
  // Swap: the sliders show A (the course's threshold), A is now 0.1.
  await w.getByTestId("compare-swap").click();
  await page.waitForURL(/a\.kesici\/kosum\.threshold=0\.1/);
  assert.equal(await w.getByTestId("slider-kesici-kosum-threshold").inputValue(), "0.5");
  // Clear: the comparison is gone, the table is the course's again.
  await w.getByTestId("compare-clear").click();
  await w.getByTestId("compare-pin").waitFor();
  assert.equal(await w.locator("td.ab-changed").count(), 0);
  assert.equal(await seenText(w.getByTestId("table-kesici-kosum-runs")), before);
  assert.ok(!(await legendTexts(page, "widget-kesici-kosum")).some((t) => t.includes("A (pinned)")));
  // A moved slider offers the course's setting as A in one click.
  await w.getByTestId("slider-kesici-kosum-threshold").fill("0.2");
  await w.getByTestId("compare-course").click();
  await w.locator("td.ab-changed").first().waitFor();
  await page.waitForURL(/a\.kesici\/kosum=1/);
  assert.deepEqual(problems, []);
});

test("a lesson's own contrast is one click: lesson 3's shared pool as A, the split pools as B", async () => {
  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  await page.goto(`${lab.origin}/?lesson=3&lang=en`);
  const w = page.getByTestId("widget-bolme-kosum");
  const pair = w.getByTestId("compare-pair-0");
  await pair.waitFor();
  assert.equal(await pair.innerText(), "One shared pool against split pools");
  await pair.click();
  await w.getByTestId("compare-status").waitFor();
  // B is shown (split pools), A is pinned (one pool), and the link says so.
  assert.equal(await w.getByTestId("control-bolme-kosum-shown_layout").inputValue(), "0");
  await page.waitForURL(/a\.bolme\/kosum\.shown_layout=1/);
  assert.match(await w.getByTestId("summary-bolme-kosum").innerText(), /^A \(pinned\): .+\nB \(now\): .+/s);
  // The contrast shows where the layout acts: the timeline's chart draws the shared pool's
  // traces (A) under the split's (B).
  assert.ok((await legendTexts(page, "widget-bolme-kosum")).some((t) => t.includes("A (pinned)")));
  assert.ok((await w.locator(".chart svg [opacity='0.45']").count()) > 0, "no ghost trace drawn");
  // Cleared, the lesson's pairs are offered again.
  await w.getByTestId("compare-clear").click();
  await w.getByTestId("compare-pair-1").waitFor();
  assert.deepEqual(problems, []);
});

test("a malformed A value gives a notice and a working page; values that do not fit together fall back", async () => {
  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  await page.goto(`${lab.origin}/?lesson=2&lang=en&a.kesici/kosum.threshold=abc&a.kesici/kosum.slots=32`);
  const notice = page.getByTestId("link-notice");
  await notice.waitFor();
  assert.match(await notice.innerText(), /a\.kesici\/kosum\.threshold=abc/);
  const w = page.getByTestId("widget-kesici-kosum");
  // A is pinned at what could be read (the course's values): nothing differs.
  await w.getByTestId("compare-status").waitFor();
  assert.equal(await w.locator("td.ab-changed").count(), 0);
  // A fault that starts after the run ends: the pack refuses the pair, both fall back.
  await page.goto(`${lab.origin}/?lesson=2&lang=en&kesici/kosum.fault_at=1000&kesici/kosum.rounds=600`);
  await notice.waitFor();
  assert.match(await notice.innerText(), /kesici\/kosum/);
  await w.getByTestId("table-kesici-kosum-runs").waitFor();
  assert.equal(await w.locator("p.error").count(), 0);
  assert.deepEqual(problems, []);
});
