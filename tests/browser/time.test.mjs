// Watching a run: the system view and its timeline on every page (a static view where the
// model has no rounds). Play moves the view and the time charts' cursors; two rounds show the states the frames hold (the native run's, written
// here); the keys, reduced motion, a step that opens at a round, and a link's round.
import { test } from "node:test";
import assert from "node:assert/strict";
import { seenText, site, watchedPage } from "./harness.mjs";

const lab = site();

// Per lesson at the course's values: the watched model, and a component whose state differs
// between two rounds (scene index, node id, round and state at each), as the native frames say.
const WATCHED = {
  1: ["kipler/bulasma", 1, "ag-gecidi", [0, "ok"], [32, "saturated"]],
  2: ["kesici/kosum", 0, "gateway", [100, "ok"], [300, "saturated"]],
  3: ["bolme/kosum", 1, "pool-events", [0, "ok"], [3999, "saturated"]],
  4: ["firtina/kosum", 1, "dependency", [0, "ok"], [500, "failed"]],
  5: ["butce/kosum", 0, "gateway", [1, "ok"], [48, "dropped"]],
  6: ["geri/kosum", 1, "log", [1, "ok"], [1200, "saturated"]],
  7: ["kapi/kosum", 1, "gate", [1, "ok"], [600, "throttling"]],
  8: ["bozulma/kosum", 0, "estimate", [1, "ok"], [900, "degraded"]],
  9: ["devralma/olc", 0, "a", [1, "ok"], [30, "failed"]],
  10: ["saglik/olc", 0, "k3", [1, "ok"], [82, "failed"]],
  12: ["bolge/olc", 0, "b1-a1", [1, "ok"], [20, "failed"]],
  14: ["tatbikat/plan", 1, "cache", [20, "idle"], [30, "degraded"]],
  18: ["vale/olc", 0, "service", [0, "ok"], [97, "saturated"]],
  19: ["yapilandirma/olc", 0, "k1", [0, "fresh"], [100, "wrong"]],
  20: ["incir/olc", 1, "new", [1, "ok"], [7, "failed"]],
  21: ["ek/kuyruk-sirasi", 0, "queue", [0, "ok"], [5000, "slow"]],
  22: ["ek/sona-erme", 0, "cache", [0, "fresh"], [300, "missing"]],
  23: ["ek/kesici-tuzak", 0, "dependency", [0, "ok"], [90, "slow"]],
  24: ["ek/kuyruk-suresi", 2, "queue", [0, "idle"], [2000, "busy"]],
  25: ["ek/kapanis", 0, "leaving", [0, "ok"], [3, "paused"]],
  26: ["ek/sabah-surusu", 2, "server", [1, "idle"], [2, "saturated"]],
};

// Pages whose models have no rounds: a static system view (one frame, a scene per scenario),
// the model and a component's state in its first scene, as the native frames say.
const STATIC = {
  11: ["hedef/kayip", "copy", "stale"],
  13: ["damga/olc", "durum-deposu", "failed"],
  15: ["etkisiz/olc", "effects", "degraded"],
  16: ["telafi/olc", "limbo", "failed"],
  17: ["fis/olc", "queue", "busy"],
};

const slug = (m) => m.replace("/", "-");
// Lesson 2's step in time (it opens at the round the breaker opens).
const STEP_IN_TIME = "Kesicinin açıldığı tur";

async function open(query, options = {}) {
  const w = await watchedPage(lab.browser, lab.origin, options.viewport);
  if (options.reducedMotion) await w.page.emulateMedia({ reducedMotion: "reduce" });
  await w.page.goto(`${lab.origin}/${query}`);
  await w.page.locator("[data-testid=system-view] svg").first().waitFor();
  return w;
}

/// The state of a component in scene `k` of the widget's view, and the round it shows.
function shown(page, model, k, node) {
  return page.evaluate(([s, k, node]) => {
    const svg = document.querySelectorAll(`[data-testid=system-view-${s}] [data-testid=system-view] svg`)[k];
    return { round: Number(svg?.dataset.round), state: svg?.querySelector(`[data-node="${node}"]`)?.dataset.state };
  }, [slug(model), k, node]);
}

test("every timeline page: a system view and a timeline; two rounds show the states the frames say", async () => {
  const { page, problems } = await open("?lesson=1");
  for (const [n, [model, k, node, a, z]] of Object.entries(WATCHED)) {
    for (const [round, state] of [a, z]) {
      await page.goto(`${lab.origin}/?lesson=${n}&${model}.t=${round}`);
      const w = page.getByTestId(`widget-${slug(model)}`);
      await w.locator("[data-testid=system-view] svg").first().waitFor();
      assert.equal(await w.getByTestId("timeline").count(), 1, `lesson ${n}: a timeline`);
      assert.equal(await w.getByTestId("play").count(), 1, `lesson ${n}: a play control`);
      assert.deepEqual(await shown(page, model, k, node), { round, state }, `lesson ${n} round ${round}`);
      // The round's table and the description say the same round.
      assert.match(await seenText(w.locator("table[data-testid^=round-table]")), new RegExp(`^\\S+ ${round}:`));
      assert.match(await w.getByTestId("round-description").innerText(), new RegExp(`^\\S+ ${round}:`));
    }
  }
  assert.deepEqual(problems, []);
});

test("a static page shows its system view with the frames' state and its round table, and no visible timeline", async () => {
  const { page, problems } = await open("?lesson=1");
  for (const [n, [model, node, state]] of Object.entries(STATIC)) {
    await page.goto(`${lab.origin}/?lesson=${n}`);
    const w = page.getByTestId(`widget-${slug(model)}`);
    await w.locator("[data-testid=system-view] svg").first().waitFor();
    assert.equal((await shown(page, model, 0, node)).state, state, `lesson ${n}: ${node}`);
    assert.equal(await w.locator("table[data-testid^=round-table]").count(), 1, `lesson ${n}: the round's table`);
    for (const id of ["timeline", "play"]) {
      const el = w.getByTestId(id);
      assert.ok((await el.count()) === 0 || !(await el.first().isVisible()), `lesson ${n}: a visible ${id}`);
    }
    // The play keys do nothing on a static view.
    await w.locator("[data-testid=system-view]").first().click();
    await page.keyboard.press(" ");
    await page.keyboard.press("End");
    assert.equal((await shown(page, model, 0, node)).state, state, `lesson ${n}: moved by a key`);
  }
  assert.deepEqual(problems, []);
});

test("playing moves the view and every time chart's cursor, and a pause control is always there", async () => {
  const { page, problems } = await open("?lesson=1");
  for (const [n, [model]] of Object.entries(WATCHED)) {
    await page.goto(`${lab.origin}/?lesson=${n}`);
    const w = page.getByTestId(`widget-${slug(model)}`);
    await w.locator("[data-testid=system-view] svg").first().waitFor();
    // Time charts past the first few are a click away.
    const more = w.getByTestId(`more-charts-${slug(model)}`);
    if (await more.count()) await more.click();
    const cursors = w.locator("[data-testid^=cursor-]");
    assert.ok(await cursors.count() >= 1, `lesson ${n}: no time chart with a cursor`);
    // The cursors' charts near the viewport draw (a chart far below waits until it comes near).
    for (let i = 0; i < await cursors.count(); i++) await cursors.nth(i).locator("..").scrollIntoViewIfNeeded();
    const range = w.getByTestId("timeline");
    await range.scrollIntoViewIfNeeded();
    const before = { value: await range.inputValue(), view: await w.getByTestId("system-view").innerHTML() };
    const handles = [];
    for (let i = 0; i < await cursors.count(); i++) {
      const h = await cursors.nth(i).elementHandle();
      handles.push([h, await h.getAttribute("style")]);
    }
    // A long run at 16×; a short one (lesson 20's eight steps) at 4×, so that it is still
    // playing when the pause control is pressed.
    const short = Number(await range.getAttribute("max")) < 60;
    await w.getByTestId("speed").selectOption(short ? "4" : "16");
    await w.getByTestId("play").click();
    assert.equal(await w.getByTestId("play").getAttribute("aria-pressed"), "true");
    await page.waitForFunction(([el, k]) => Number(el.value) >= k, [await range.elementHandle(), short ? 1 : 3]);
    assert.notEqual(await w.getByTestId("system-view").innerHTML(), before.view, `lesson ${n}: the view did not move`);
    // Every time chart's cursor shows and moves (a chart of a window of the run, while in it).
    for (const [h, was] of handles) {
      await page.waitForFunction(([el, was]) => el.getAttribute("style") !== was && el.style.display === "block", [h, was]);
    }
    // Nothing is announced while it plays; the pause control stops it.
    await w.getByTestId("play").click();
    assert.equal(await w.getByTestId("play").getAttribute("aria-pressed"), "false");
    const at = await range.inputValue();
    await page.waitForTimeout(300);
    assert.equal(await range.inputValue(), at, `lesson ${n}: still moving after the pause`);
    assert.notEqual(at, before.value);
  }
  assert.deepEqual(problems, []);
});

test("the cursor sits at the shown round on the chart's x axis", async () => {
  const { page, problems } = await open("?lesson=2&kesici/kosum.t=600");
  const cursor = page.getByTestId("cursor-chart-kesici-kosum-pool-timeline");
  await cursor.scrollIntoViewIfNeeded();
  await page.waitForFunction((el) => el.style.display === "block", await cursor.elementHandle());
  const [want, got] = await page.evaluate(() => {
    const svg = document.querySelector("#chart-kesici-kosum-pool-timeline svg");
    const d = (k) => Number(svg.getAttribute(`data-${k}`));
    const w = Number(svg.getAttribute("viewBox").split(" ")[2]);
    const px = d("px0") + (600 - d("x0")) / (d("x1") - d("x0")) * (d("px1") - d("px0"));
    return [100 * px / w, parseFloat(document.querySelector("[data-testid=cursor-chart-kesici-kosum-pool-timeline]").style.left)];
  });
  assert.ok(Math.abs(want - got) < 0.01, `${want} ${got}`);
  assert.deepEqual(problems, []);
});

test("keys: space plays and pauses, arrows step, Home and End jump; the link follows a resting timeline", async () => {
  const { page, problems } = await open("?lesson=2&lang=en");
  const w = page.getByTestId("widget-kesici-kosum");
  const range = w.getByTestId("timeline");
  await range.focus();
  await page.keyboard.press("End");
  assert.equal(await range.inputValue(), await range.getAttribute("max"));
  await page.keyboard.press("Home");
  assert.equal(await range.inputValue(), "0");
  await page.keyboard.press("ArrowRight");
  assert.equal(await range.inputValue(), "1");
  // The same keys from a button of the timeline.
  await w.getByTestId("step-forward").focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  assert.equal(await range.inputValue(), "3");
  await page.keyboard.press("ArrowLeft");
  assert.equal(await range.inputValue(), "2");
  await page.keyboard.press("End");
  assert.equal(await range.inputValue(), "1199");
  await page.keyboard.press("Home");
  await range.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.waitForURL(/kesici\/kosum\.t=2/);
  assert.match(await w.getByTestId("round-description").innerText(), /^Round 2: /);
  await page.keyboard.press(" ");
  assert.equal(await w.getByTestId("play").getAttribute("aria-pressed"), "true");
  const live = await w.getByTestId("round-description").innerText();
  await page.waitForFunction((el) => Number(el.value) > 4, await range.elementHandle());
  assert.equal(await w.getByTestId("round-description").innerText(), live, "announced while playing");
  await page.keyboard.press(" ");
  assert.equal(await w.getByTestId("play").getAttribute("aria-pressed"), "false");
  await page.waitForFunction(([el, was]) => el.textContent !== was, [await w.getByTestId("round-description").elementHandle(), live]);
  assert.deepEqual(problems, []);
});

test("a step opens at its round, holds the timeline there, and its reveal plays to the answer", async () => {
  const { page, problems } = await open("?lesson=2");
  const w = page.getByTestId("widget-kesici-kosum");
  const range = w.getByTestId("timeline");
  await page.locator("[data-testid^=step-tab-]", { hasText: STEP_IN_TIME }).click();
  await page.waitForFunction((el) => el.value === el.max && Number(el.max) > 0 && Number(el.max) < 1199, await range.elementHandle());
  const opened = Number(await range.inputValue());
  assert.equal((await shown(page, "kesici/kosum", 1, "gateway")).round, opened);
  await range.focus();
  await page.keyboard.press("End");
  assert.equal(Number(await range.inputValue()), opened, "the timeline went past the step's round");
  await page.getByTestId("answer-1").check();
  await page.getByTestId("reveal").click();
  await page.waitForFunction(([el, open]) => Number(el.value) > open + 50 && el.max === "1199", [await range.elementHandle(), opened]);
  await page.waitForFunction(() => document.querySelector("[data-testid=play]").getAttribute("aria-pressed") === "false");
  // It plays to the probe, one open time (100 rounds at the course's values) later.
  assert.equal(Number(await range.inputValue()), opened + 100);
  assert.deepEqual(problems, []);
});

test("reduced motion: nothing plays by itself and a step's reveal jumps to its answer", async () => {
  const { page, problems } = await open("?lesson=2", { reducedMotion: "reduce" });
  const w = page.getByTestId("widget-kesici-kosum");
  const range = w.getByTestId("timeline");
  assert.equal(await w.getByTestId("play").getAttribute("aria-pressed"), "false");
  await page.waitForTimeout(500);
  assert.equal(await range.inputValue(), "0");
  // Record whether the timeline ever plays from here on.
  await page.evaluate(() => {
    window.__played = false;
    new MutationObserver(() => {
      if (document.querySelector("[data-testid=play]").getAttribute("aria-pressed") === "true") window.__played = true;
    }).observe(document.querySelector("[data-testid=play]"), { attributes: true });
  });
  await page.locator("[data-testid^=step-tab-]", { hasText: STEP_IN_TIME }).click();
  await page.waitForFunction((el) => Number(el.value) > 0, await range.elementHandle());
  const opened = Number(await range.inputValue());
  await page.getByTestId("answer-1").check();
  await page.getByTestId("reveal").click();
  await page.waitForFunction(([el, open]) => Number(el.value) > open, [await range.elementHandle(), opened]);
  assert.equal(await page.evaluate(() => window.__played), false, "the reveal played under reduced motion");
  assert.deepEqual(problems, []);
});

test("a link's round outside the run gives a notice and the first round; a malformed one too", async () => {
  for (const [t, first] of [["99999", 0], ["abc", 0]]) {
    const { page, problems } = await open(`?lesson=2&lang=en&kesici/kosum.t=${t}`);
    const notice = page.getByTestId("link-notice");
    await notice.waitFor();
    assert.match(await notice.innerText(), new RegExp(`kesici/kosum\\.t=${t}`));
    assert.equal(await page.getByTestId("widget-kesici-kosum").getByTestId("timeline").inputValue(), String(first));
    assert.equal((await shown(page, "kesici/kosum", 0, "gateway")).round, first);
    assert.deepEqual(problems, []);
  }
  // A lesson whose run starts at round 1 shows round 1 for a round before it.
  const { page, problems } = await open("?lesson=6&geri/kosum.t=0");
  await page.getByTestId("link-notice").waitFor();
  assert.equal((await shown(page, "geri/kosum", 0, "intake")).round, 1);
  assert.deepEqual(problems, []);
});

test("every timeline page: the keys move its timeline, and under reduced motion its step in time jumps to the answer", async () => {
  const { page, problems } = await open("?lesson=1", { reducedMotion: "reduce" });
  for (const [n, [model]] of Object.entries(WATCHED)) {
    const where = `page ${n}`;
    await page.goto(`${lab.origin}/?lesson=${n}`);
    const w = page.getByTestId(`widget-${slug(model)}`);
    const range = w.getByTestId("timeline");
    await range.waitFor();
    const max = await range.getAttribute("max");
    // Keys: End and Home on the range; the arrows and space from a button of the timeline.
    await range.focus();
    await page.keyboard.press("End");
    assert.equal(await range.inputValue(), max, `${where}: End`);
    await page.keyboard.press("Home");
    assert.equal(await range.inputValue(), "0", `${where}: Home`);
    await w.getByTestId("step-forward").focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    assert.equal(await range.inputValue(), "2", `${where}: ArrowRight`);
    await page.keyboard.press("ArrowLeft");
    assert.equal(await range.inputValue(), "1", `${where}: ArrowLeft`);
    await w.getByTestId("play").focus();
    await page.keyboard.press("Home");
    assert.equal(await range.inputValue(), "0", `${where}: Home from a button`);
    // Reduced motion: the page's step in time (the one that holds the timeline at a round
    // short of the run's end) reveals by jumping to its answer, never by playing.
    await page.evaluate(() => {
      window.__played = false;
      const play = document.querySelector("[data-testid=play]");
      new MutationObserver(() => { if (play.getAttribute("aria-pressed") === "true") window.__played = true; }).observe(play, { attributes: true });
    });
    const tabs = await page.locator("[data-testid^=step-tab-]").count();
    let held = null;
    for (let k = 1; k <= tabs && held === null; k++) {
      await page.getByTestId(`step-tab-${k}`).click();
      await page.getByTestId("step").waitFor();
      await page.waitForTimeout(150);
      if ((await range.count()) === 0) continue; // a step about the view masks it, timeline and all
      const [value, now] = await range.evaluate((el) => [Number(el.value), el.max]);
      if (now !== max && value === Number(now)) held = value;
    }
    assert.notEqual(held, null, `${where}: no step holds the timeline`);
    const kind = await page.getByTestId("step").getAttribute("data-kind");
    if (kind === "numeric") await page.getByTestId("answer-number").fill("1");
    else if (kind !== "range" && kind !== "order") await page.getByTestId("answer-1").check();
    await page.getByTestId("reveal").click();
    await page.waitForFunction(([el, open]) => Number(el.value) > open, [await range.elementHandle(), held]);
    assert.equal(await page.evaluate(() => window.__played), false, `${where}: the reveal played under reduced motion`);
    await page.getByTestId("leave-steps").click();
  }
  assert.deepEqual(problems, []);
});
