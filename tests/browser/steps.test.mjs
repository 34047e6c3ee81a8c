// Predict before you see, on every step of every page: while a step waits for a prediction, the
// evidence it names shows a "predict first" placeholder and none of its content (no chart drawing,
// no number in a masked table cell), and the step's widget hides its summary and transcript; after
// the reveal the evidence is back and highlighted.
import { test } from "node:test";
import assert from "node:assert/strict";
import { onScreen, site, watchedPage } from "./harness.mjs";

const lab = site();

/// What the page shows of one part while the step waits: is it masked, with nothing of it readable?
function maskedState(id) {
  const part = document.querySelector(`[data-testid="${id}"]`);
  if (!part) return { found: false };
  const box = part.closest(".part") ?? part;
  const text = box.innerText;
  if (id.startsWith("chart-box-")) {
    return { found: true, masked: !!box.querySelector('[data-testid^="masked-chart-"]') && !box.querySelector("svg"), text };
  }
  if (id.startsWith("table-")) {
    const cells = [...part.querySelectorAll("tbody td")].map((td) => td.textContent.trim());
    return { found: true, masked: box.classList.contains("masked") && cells.some((c) => c === "?"), text };
  }
  return { found: true, masked: !!document.querySelector(`[data-testid="masked-${id}"]`), text };
}

test("every step hides its evidence until the prediction, then shows it highlighted", { timeout: 40 * 60_000 }, async () => {
  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  await page.goto(`${lab.origin}/`);
  await page.waitForFunction(() => window.wasmBindings?.lab_pages);
  const pages = await page.evaluate(() => [...window.wasmBindings.lab_pages()]);
  let steps = 0, masked = 0;
  for (const n of pages) {
    await page.goto(`${lab.origin}/?lesson=${n}`);
    await page.getByTestId(`lesson-${n}`).waitFor();
    const count = await page.locator("[data-testid^=step-tab-]").count();
    for (let k = 1; k <= count; k++) {
      const where = `page ${n} step ${k}`;
      await page.getByTestId(`step-tab-${k}`).click();
      const step = page.getByTestId("step");
      await step.waitFor();
      const [kind, ids, model] = await step.evaluate((s) => [s.dataset.kind, (s.dataset.evidence || "").split(" ").filter(Boolean), s.dataset.model]);
      const summary = await page.getByTestId(`summary-${model}`).innerText();
      assert.match(summary, /Önce tahmin edin/, `${where}: the summary shows before the prediction`);
      assert.match(await page.getByTestId(`transcript-${model}`).textContent(), /Önce tahmin edin/, `${where}: transcript`);
      for (const id of ids) {
        // On screen first: what is away from the viewport reads as empty (harness `onScreen`).
        await onScreen(page.locator(`[data-testid="${id}"]`).first(), 5000).catch(() => {});
        const st = await page.evaluate(maskedState, id);
        assert.ok(st.found, `${where}: no ${id} on the page`);
        assert.ok(st.masked, `${where}: ${id} is readable before the prediction`);
        masked++;
      }
      // Any answer will do: the test is about what shows, not about being right.
      if (kind === "numeric") await page.getByTestId("answer-number").fill("1");
      else if (kind !== "range" && kind !== "order") await page.getByTestId("answer-1").check();
      await page.getByTestId("reveal").click();
      await page.getByTestId("verdict").waitFor({ timeout: 120_000 });
      for (const id of ids) {
        await page.waitForFunction((id) => {
          const part = document.querySelector(`[data-testid="${id}"]`);
          const box = part?.closest(".part") ?? part;
          return box && box.classList.contains("revealed") && !box.classList.contains("masked") &&
            !document.querySelector(`[data-testid="masked-${id}"]`) && !box.querySelector('[data-testid^="masked-chart-"]');
        }, id, { timeout: 10_000 }).catch(() => assert.fail(`${where}: ${id} is not shown highlighted after the reveal`));
      }
      assert.doesNotMatch(await page.getByTestId(`summary-${model}`).innerText(), /Önce tahmin edin/, `${where}: summary after`);
      steps++;
    }
  }
  console.log(`${steps} steps on ${pages.length} pages, ${masked} masked parts`);
  assert.ok(steps >= pages.length * 3);
  assert.deepEqual(problems, []);
});

test("a teacher's hide=1 link opens the first step, hides every chart and table of its widget, and offers no way out of the steps", async () => {
  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  await page.goto(`${lab.origin}/?lesson=2&hide=1`);
  const step = page.getByTestId("step");
  await step.waitFor();
  const model = await step.evaluate((s) => s.dataset.model);
  assert.equal(await page.getByTestId("leave-steps").count(), 0, "a way out of the steps");
  const widget = page.locator(`[data-testid="widget-${model.replace(/\//g, "-")}"]`);
  const [charts, cells] = await widget.evaluate((w) => [
    w.querySelectorAll(".chart svg").length,
    [...w.querySelectorAll("tbody td")].filter((td) => /\d/.test(td.textContent)).length,
  ]);
  assert.equal(charts, 0, "a chart is drawn before the prediction");
  assert.equal(cells, 0, "a table cell shows a number before the prediction");
  assert.deepEqual(problems, []);
});
