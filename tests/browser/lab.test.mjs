// Browser tests: the built site in headless Chromium. Run by scripts/test.sh after the build.
import { test } from "node:test";
import assert from "node:assert/strict";
import { allDrawn, chartData, onScreen, seenText, site, watchedPage } from "./harness.mjs";

const lab = site();

async function open(query, viewport) {
  const w = await watchedPage(lab.browser, lab.origin, viewport);
  await w.page.goto(`${lab.origin}/${query}`);
  return w;
}

test("the course map lists every page, 20 lessons then the extra labs, every one linked", async () => {
  const { page, problems } = await open("");
  await page.getByTestId("course-map").waitFor();
  const pages = await page.evaluate(() => [...window.wasmBindings.lab_pages()]);
  assert.ok(pages.length > 20, `only ${pages.length} pages`);
  assert.equal(await page.locator(".section li").count(), pages.length);
  assert.equal(await page.locator(".section li.built a").count(), pages.length);
  assert.equal(await page.locator(".section").nth(3).locator("li").count(), pages.length - 20);
  assert.equal(await page.locator(".section").count(), 4);
  assert.match(await page.getByTestId("lesson-link-21").textContent(), /^E1\. /);
  assert.deepEqual(problems, []);
});

test("the course map loads its own build; a lesson, a framed map and an opened window load the whole lab", async () => {
  const { page, problems } = await open("");
  const builds = [];
  page.on("request", (r) => {
    const m = r.url().match(/\/(app|map)-[0-9a-f]+_bg\.wasm$/);
    if (m) builds.push(m[1]);
  });
  await page.reload();
  await page.getByTestId("course-map").waitFor();
  assert.deepEqual(builds, ["map"]);
  // A lesson from the map: its address, and with it the whole lab.
  await page.getByTestId("lesson-link-3").click();
  await page.locator(".widget .chart svg").first().waitFor();
  assert.match(page.url(), /lesson=3/);
  assert.deepEqual(builds, ["map", "app"]);
  // Back on the map inside the lab: no page load.
  await page.getByTestId("home-link").click();
  await page.getByTestId("course-map").waitFor();
  assert.deepEqual(builds, ["map", "app"]);
  // The map inside a frame (an LMS, a host page) and in a window another page opened may go to a
  // lesson in place: the whole lab.
  await page.setContent(`<iframe src="${lab.origin}/" width="800" height="600"></iframe>`);
  await page.frameLocator("iframe").getByTestId("course-map").waitFor();
  assert.deepEqual(builds, ["map", "app", "app"]);
  const [opened] = await Promise.all([page.context().waitForEvent("page"), page.evaluate((u) => void window.open(u), `${lab.origin}/`)]);
  await opened.getByTestId("course-map").waitFor();
  const loaded = await opened.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
  assert.deepEqual(loaded.filter((u) => /_bg\.wasm$/.test(u)).map((u) => u.split("/").pop().split("-")[0]), ["app"]);
  assert.deepEqual(problems, []);
});

test("the lab's rest downloads once, after the lesson's pack; a call before that fetches it at once", async () => {
  // Downloaded after the pack, once. (The requests are watched from before the page's first:
  // watched from after a load, then a reload, they could include the first load's late ones.)
  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  const order = [];
  page.on("request", (r) => {
    const m = r.url().match(/\/(packs\/l\d+|rest-[0-9a-f]+)\.wasm$/);
    if (m) order.push(m[1].startsWith("rest") ? "rest" : "pack");
  });
  await page.goto(`${lab.origin}/?lesson=2`);
  await page.locator(".widget .chart svg").first().waitFor();
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => /\/rest-[0-9a-f]+\.wasm$/.test(e.name)));
  assert.equal(order.filter((r) => r === "rest").length, 1, order.join());
  assert.ok(order.indexOf("pack") >= 0 && order.indexOf("pack") < order.indexOf("rest"), order.join());
  // Its download fails (or is not done): the first slider move fetches it at once and the page goes on.
  const w = await watchedPage(lab.browser, lab.origin);
  await w.page.route(/\/rest-[0-9a-f]+\.wasm$/, (r) => (r.request().resourceType() === "fetch" ? r.abort() : r.continue()));
  await w.page.goto(`${lab.origin}/?lesson=2`);
  const chartId = "chart-kesici-kosum-pool-timeline";
  await w.page.waitForFunction((id) => document.getElementById(id)?.querySelector("svg path"), chartId);
  const before = await chartData(w.page, chartId);
  await w.page.getByTestId("slider-kesici-kosum-slots").focus();
  await w.page.keyboard.press("ArrowRight");
  await w.page.waitForFunction(([id, b]) => document.getElementById(id)?.querySelector("svg")?.outerHTML !== b, [chartId, before]);
  assert.deepEqual(problems, []);
  assert.deepEqual(w.problems.filter((p) => !p.includes("rest-")), []);
});

test("lesson 2: a slider changes the table and the chart, with no error and no foreign request", async () => {
  const { page, problems } = await open("");
  await page.getByTestId("lesson-link-2").click();
  const table = page.getByTestId("table-kesici-kosum-runs");
  await table.waitFor();
  assert.match(page.url(), /lesson=2/);
  const chartId = "chart-kesici-kosum-pool-timeline";
  await page.waitForFunction((id) => document.getElementById(id)?.querySelector("svg path"), chartId);
  const tableBefore = await seenText(table);
  const chartBefore = await chartData(page, chartId);
  assert.match(tableBefore, /19\.312/); // the course's slowdown row, no breaker (in the page's number format)

  // Keyboard only: focus the pool slider and move it.
  const slider = page.getByTestId("slider-kesici-kosum-slots");
  await slider.focus();
  for (let i = 0; i < 8; i++) await page.keyboard.press("ArrowRight");
  assert.equal(await slider.inputValue(), "40");
  await page.waitForFunction(([id, before]) => {
    const svg = document.getElementById(id)?.querySelector("svg");
    return svg && svg.outerHTML !== before;
  }, [chartId, chartBefore]);
  const tableAfter = await seenText(table);
  assert.notEqual(tableAfter, tableBefore);
  await page.waitForURL(/kesici\/kosum\.slots=40/); // the URL follows once the slider rests
  assert.equal(await page.getByTestId("number-kesici-kosum-slots").inputValue(), "40");
  assert.deepEqual(problems, []);
});

// A widget's drawings (its charts and system view), each element's attributes in name order
// (a drawing patched in place may list an attribute it gained last): what the learner sees.
async function drawings(page, widget) {
  // A drawing away from the viewport is brought up to date when it comes near: each in turn.
  const count = await page.locator(`[data-testid=${widget}] :is(.chart, .sv-scenes)`).count();
  for (let i = 0; i < count; i++) {
    await page.locator(`[data-testid=${widget}] :is(.chart, .sv-scenes)`).nth(i).scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    await allDrawn(page);
  }
  return page.evaluate((id) => {
    const w = document.querySelector(`[data-testid=${id}]`);
    return [...w.querySelectorAll(".chart, .sv-scenes, .round-table")].map((el) => {
      const copy = el.cloneNode(true);
      for (const e of copy.querySelectorAll("*")) {
        const attrs = [...e.attributes].map((a) => [a.name, a.value]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        for (const [name] of attrs) e.removeAttribute(name);
        for (const [name, value] of attrs) e.setAttribute(name, value);
      }
      return `${el.className}: ${copy.innerHTML}`;
    });
  }, widget);
}

test("slider moves faster than the drawings: the widget is busy until they are written, then shows the last value as a fresh page does", async () => {
  const { page, problems } = await open("?lesson=1");
  const widget = "widget-kipler-bulasma";
  const results = page.locator(`[data-testid=${widget}] .results`);
  await page.waitForFunction((id) => document.querySelector(`[data-testid=${id}] .sv-scenes svg`), widget);
  const inView = async () => {
    await results.evaluate((r) => r.scrollIntoView({ block: "start" }));
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    await allDrawn(page);
  };
  await inView();
  // Four moves in one task, then four a few milliseconds apart (some drawings are written
  // between them, others replaced while they wait).
  const marks = await page.evaluate(async (id) => {
    const r = document.querySelector(`[data-testid=${id}] .results`);
    const seen = [];
    new MutationObserver((l) => l.forEach((m) => seen.push(`${m.attributeName}=${r.getAttribute(m.attributeName)}`)))
      .observe(r, { attributes: true, attributeFilter: ["aria-busy", "data-drawing"] });
    const input = document.querySelector("[data-testid=slider-kipler-bulasma-slots]");
    const move = (v) => { input.value = String(v); input.dispatchEvent(new Event("input", { bubbles: true })); };
    [8, 96, 50, 12].forEach(move);
    for (const v of [90, 16, 70, 20]) {
      await new Promise((ok) => setTimeout(ok, 3));
      move(v);
    }
    await new Promise((ok) => setTimeout(ok, 0));
    return { seen };
  }, widget);
  await allDrawn(page);
  assert.ok(marks.seen.includes("data-drawing=") && marks.seen.includes("aria-busy=true"), marks.seen.join(" "));
  assert.equal(await results.getAttribute("data-drawing"), null);
  const moved = await drawings(page, widget);
  assert.ok(moved.filter((d) => d.includes("<svg")).length >= 3, moved.map((d) => d.slice(0, 40)).join("\n"));

  await page.goto(`${lab.origin}/?lesson=1&kipler/bulasma.slots=20`);
  await page.waitForFunction((id) => document.querySelector(`[data-testid=${id}] .sv-scenes svg`), widget);
  await inView();
  const fresh = await drawings(page, widget);
  assert.equal(moved.length, fresh.length);
  moved.forEach((d, i) => assert.equal(d, fresh[i], `drawing ${i} after the moves differs from a fresh page's`));
  assert.deepEqual(problems, []);
});

test("a lesson whose pack cannot be fetched says so and offers a reload, without a panic", async () => {
  const { page, problems } = await open("");
  await page.route("**/packs/l05.wasm", (route) => route.fulfill({ status: 404, body: "not found" }));
  await page.goto(`${lab.origin}/index.html?lesson=5&lang=en`);
  const alert = page.getByTestId("pack-error");
  await alert.waitFor();
  assert.equal(await alert.getAttribute("role"), "alert");
  assert.match(await alert.innerText(), /could not be loaded: 404 packs\/l05\.wasm[\s\S]*Reload the page/);
  assert.equal(await page.getByTestId("panic").count(), 0);
  // The rest of the lab still works: another lesson loads its own pack.
  await page.unroute("**/packs/l05.wasm");
  await page.goto(`${lab.origin}/index.html?lesson=4`);
  await page.locator(".widget .chart svg").first().waitFor();
  // The only problem on record is the refused file itself.
  assert.ok(problems.every((p) => p.includes("packs/l05.wasm")), problems.join("\n"));
});

test("lesson 1: a guided step asks first, then explains with live numbers", async () => {
  const { page, problems } = await open("?lesson=1");
  await page.getByTestId("step-tab-1").click();
  assert.ok(await page.getByTestId("reveal").isDisabled());
  await page.getByTestId("answer-2").check();
  await page.getByTestId("reveal").click();
  const verdict = await page.getByTestId("verdict").innerText();
  assert.match(verdict, /Doğru tahmin/);
  assert.match(verdict, /513,89/);
  assert.match(verdict, /5,29/);
  // The step set the graph to the slowed carrier validation.
  assert.equal(await page.getByTestId("control-kipler-bulasma-shown_mode").inputValue(), "1");
  assert.deepEqual(problems, []);
});

test("a link reproduces the state, and bad values get a polite notice", async () => {
  const { page, problems } = await open("?v=1&lesson=2&lang=en&kesici/kosum.threshold=0.1&kesici/kosum.slots=999&bogus=1");
  const notice = page.getByTestId("link-notice");
  await notice.waitFor();
  // A model's values are checked once its lesson's pack is in: the notice may name them a moment
  // after what the link got wrong on its own.
  await page.waitForFunction(() => /slots=999/.test(document.querySelector("[data-testid=link-notice]").innerText));
  const text = await notice.innerText();
  assert.match(text, /kesici\/kosum\.slots=999/);
  assert.match(text, /bogus=1/);
  assert.equal(await page.getByTestId("slider-kesici-kosum-threshold").inputValue(), "0.1");
  assert.equal(await page.getByTestId("slider-kesici-kosum-slots").inputValue(), "32");
  assert.match(await seenText(page.getByTestId("table-kesici-kosum-runs")), /tracking answered/);
  assert.deepEqual(problems, []);
});

test("a link's values for another page's model wait for that page, then are taken or named", async () => {
  // The shell learns a model's parameters from its lesson's pack: lesson 1 cannot check lesson
  // 2's values, so it keeps them as they came (in the URL too) and says nothing of them yet.
  const { page, problems } = await open("?lesson=1&lang=en&kesici/kosum.threshold=0.1&kesici/kosum.slots=999");
  await page.locator("article.lesson").waitFor();
  await page.waitForURL(/lang=en&kesici\/kosum\.threshold=0\.1&kesici\/kosum\.slots=999$/);
  assert.equal(await page.getByTestId("link-notice").count(), 0);
  // Going to lesson 2 in place loads its pack: the good value is taken, the bad one named.
  await page.getByTestId("home-link").click();
  await page.getByTestId("lesson-link-2").click();
  const notice = page.getByTestId("link-notice");
  await notice.waitFor();
  assert.match(await notice.innerText(), /kesici\/kosum\.slots=999: YUVA must lie between/);
  assert.equal(await page.getByTestId("slider-kesici-kosum-threshold").inputValue(), "0.1");
  assert.equal(await page.getByTestId("slider-kesici-kosum-slots").inputValue(), "32");
  await page.waitForURL(/lesson=2&lang=en&kesici\/kosum\.threshold=0\.1$/);
  assert.deepEqual(problems, []);
});

test("the language switch translates the page and the URL keeps it", async () => {
  const { page, problems } = await open("?lesson=1");
  await page.getByTestId("lang-EN").click();
  await page.getByText("Failure Modes", { exact: true }).first().waitFor();
  await page.waitForURL(/lang=en/);
  assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
  assert.deepEqual(problems, []);
});

test("a narrow screen (320 px) still shows the controls and tables", async () => {
  const { page, problems } = await open("?lesson=2", { width: 320, height: 800 });
  await page.getByTestId("table-kesici-kosum-runs").waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 330, `page is ${width}px wide`);
  assert.deepEqual(problems, []);
});

test("a 360 px phone: every page's first chart starts within two screens, the folded intro opens, its figures follow the link", async () => {
  const screen = { width: 360, height: 740 };
  const { page, problems } = await open("", screen);
  await page.getByTestId("course-map").waitFor();
  const pages = await page.$$eval("[data-testid^=lesson-link-]", (as) => as.map((a) => a.dataset.testid.slice(12)));
  assert.equal(pages.length, 26);
  const late = [];
  for (const n of pages) {
    await page.goto(`${lab.origin}/?lesson=${n}`);
    await page.locator(".widget .chart-box").first().waitFor();
    const top = await page.evaluate(() => document.querySelector(".widget .chart-box").getBoundingClientRect().top + scrollY);
    if (top > 2 * screen.height) late.push(`${n}: ${Math.round(top)} px`);
  }
  assert.deepEqual(late, [], "first chart below two screens");
  // The intro's first paragraph shows; the rest opens from its summary.
  await page.goto(`${lab.origin}/?lesson=2`);
  const more = page.locator(".intro details.more");
  await more.locator("summary").waitFor();
  assert.equal(await more.locator("p").first().isVisible(), false);
  await more.locator("summary").click();
  assert.equal(await more.locator("p").first().isVisible(), true);
  // The intro's figures are the models' facts at the page's values: they follow a link's setting.
  await page.goto(`${lab.origin}/?lesson=2&lang=en&kesici/kosum.fault_at=350&kesici/kosum.rounds=1500`);
  const intro = await page.locator(".intro").textContent();
  assert.match(intro, /a 15-second day/);
  assert.match(intro, /the fault starts at round 350,/);
  assert.doesNotMatch(intro, /[{}…]/);
  assert.deepEqual(problems, []);
});

test("a jump down any page leaves it in place: no chart or table takes a new height as it comes into view", async () => {
  // A chart or a table away from the viewport is not laid out (content-visibility) and holds the
  // height it last had. One never laid out held 300 px and took its own height only once scrolled
  // to: after a jump (a link, a step's reveal, a test's click) the page moved under the pointer,
  // and a click meant for one panel landed on another.
  const { page, problems } = await open("");
  await page.getByTestId("course-map").waitFor();
  const pages = await page.evaluate(() => [...window.wasmBindings.lab_pages()]);
  const moved = [];
  for (const n of pages) {
    await page.goto(`${lab.origin}/?lesson=${n}`);
    await page.locator("article.lesson.settled").waitFor();
    const shift = await page.evaluate(async () => {
      const seen = [];
      const watch = new PerformanceObserver((list) => seen.push(...list.getEntries()));
      watch.observe({ type: "layout-shift" });
      const parts = document.querySelectorAll(".widget .results > *");
      parts[Math.floor((parts.length - 1) * 0.6)].scrollIntoView({ block: "center" });
      const frames = () => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
      await frames();
      await new Promise((ok) => setTimeout(ok, 150));
      await frames();
      seen.push(...watch.takeRecords());
      watch.disconnect();
      return seen.reduce((sum, e) => sum + e.value, 0);
    });
    if (shift >= 0.005) moved.push(`${n}: ${shift.toFixed(3)}`);
  }
  assert.deepEqual(moved, [], "pages whose content moved after the jump (layout shift score)");
  assert.deepEqual(problems, []);
});

test("every built lesson: each widget draws, and its first slider changes what it shows", async () => {
  const { page, problems } = await open("");
  await page.getByTestId("course-map").waitFor();
  const lessons = await page.locator(".section li.built a").evaluateAll((as) =>
    as.map((a) => new URL(a.href).searchParams.get("lesson")));
  assert.ok(lessons.length >= 2);
  for (const n of lessons) {
    await page.goto(`${lab.origin}/?lesson=${n}`);
    await page.getByTestId(`lesson-${n}`).waitFor();
    const widgets = page.locator("section.widget");
    const count = await widgets.count();
    assert.ok(count >= 1, `lesson ${n} has no widget`);
    for (let i = 0; i < count; i++) {
      const w = widgets.nth(i);
      const name = await w.getAttribute("data-testid");
      assert.ok((await w.locator("table").count()) >= 1, `${name}: no table`);
      await page.waitForFunction((el) => [...el.querySelectorAll(".chart")].every((c) => c.querySelector("svg")),
        await w.elementHandle());
      const snapshot = () => w.evaluate((el) => el.querySelector("pre").textContent + "|" +
        [...el.querySelectorAll("table")].map((t) => t.outerHTML).join("|") + "|" +
        [...el.querySelectorAll(".chart")].map((c) => c.innerHTML).join("|"));
      const before = await snapshot();
      const slider = w.locator("input[type=range]").first();
      const atMax = await slider.evaluate((s) => Number(s.value) >= Number(s.max));
      await slider.focus();
      await page.keyboard.press(atMax ? "Home" : "End");
      await page.waitForFunction(([el, b]) => {
        const now = el.querySelector("pre").textContent + "|" +
          [...el.querySelectorAll("table")].map((t) => t.outerHTML).join("|") + "|" +
          [...el.querySelectorAll(".chart")].map((c) => c.innerHTML).join("|");
        return now !== b;
      }, [await w.elementHandle(), before]);
    }
  }
  assert.deepEqual(problems, []);
});

test("lesson 6: the oscillating backlog is drawn as a band and a mean, its raw series a key press away", async () => {
  const { page, problems } = await open("?lesson=6");
  const id = "chart-geri-kosum-backlog-timeline";
  // On screen, and known to be (a chart away from the viewport is not redrawn: one toggled before
  // the page has seen it come near is drawn a frame later, after `allDrawn` below has looked).
  await onScreen(page.getByTestId(id));
  await page.waitForFunction((id) => document.getElementById(id)?.querySelector("svg path[fill-opacity]"), id);
  const smoothed = await chartData(page, id);
  assert.match(smoothed, /kayan ortalama/); // the note that says how the series are drawn
  const button = page.getByTestId(`raw-${id}`);
  assert.equal(await button.getAttribute("aria-pressed"), "false");
  await button.focus();
  await page.keyboard.press("Enter");
  await allDrawn(page);
  assert.equal(await button.getAttribute("aria-pressed"), "true");
  const raw = await chartData(page, id);
  assert.doesNotMatch(raw, /kayan ortalama|fill-opacity="0\.22"/);
  await page.keyboard.press("Space");
  await allDrawn(page);
  assert.equal(await chartData(page, id), smoothed);
  // A chart whose series do not oscillate offers no such button.
  assert.equal(await page.getByTestId("raw-chart-geri-kosum-fate").count(), 0);
  assert.deepEqual(problems, []);
});

test("lesson 2's explorer works from the keyboard: arrows move between cells, Enter sets both sliders", async () => {
  const { page, problems } = await open("?lesson=2&lang=en");
  await page.getByTestId("sweep-open-kesici-kosum").click();
  const table = page.getByTestId("sweep-kesici-kosum");
  await table.waitFor();
  await page.waitForFunction(() => {
    const s = document.querySelector("details.sweep:not(.ensemble) .sweep-status")?.textContent ?? "";
    return s !== "" && !s.startsWith("Computing");
  });
  // One cell is in the tab order: the current values' cell.
  assert.equal(await table.locator("button.cell[tabindex='0']").count(), 1);
  const here = table.locator("button.cell[tabindex='0']");
  const i0 = Number(await here.getAttribute("data-i"));
  const j0 = Number(await here.getAttribute("data-j"));
  const [di, dj] = [i0 > 0 ? -1 : 1, j0 > 0 ? -1 : 1];
  const window0 = await page.getByTestId("number-kesici-kosum-window").inputValue();
  const threshold0 = await page.getByTestId("number-kesici-kosum-threshold").inputValue();
  await here.focus();
  await page.keyboard.press(di < 0 ? "ArrowLeft" : "ArrowRight");
  await page.keyboard.press(dj < 0 ? "ArrowUp" : "ArrowDown");
  const focused = await page.evaluate(() => [document.activeElement.dataset.i, document.activeElement.dataset.j].map(Number));
  assert.deepEqual(focused, [i0 + di, j0 + dj]);
  await page.keyboard.press("Enter");
  // Both sliders moved, the outline followed, and the focus stayed on the pressed cell.
  await page.waitForFunction(([i, j]) => document.querySelector(`table.heat td.here button[data-i='${i}'][data-j='${j}']`), [i0 + di, j0 + dj]);
  await page.waitForFunction(([i, j]) => document.activeElement?.matches(`button.cell[data-i='${i}'][data-j='${j}']`), [i0 + di, j0 + dj]);
  assert.notEqual(await page.getByTestId("number-kesici-kosum-window").inputValue(), window0);
  assert.notEqual(await page.getByTestId("number-kesici-kosum-threshold").inputValue(), threshold0);
  assert.deepEqual(problems, []);
});
