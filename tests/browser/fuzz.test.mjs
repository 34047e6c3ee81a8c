// UI fuzzing: random slider moves, key presses, list choices, language switches, step changes,
// answers, navigations and the timeline (play, pause, step, next event, scrub, keys) on every
// built lesson; fails on any panic, console error, CSP
// violation or foreign request. FUZZ_SECONDS is the time per lesson (default 4; the long run in
// scripts/long-tests.sh gives 10 minutes in all).
import { test } from "node:test";
import assert from "node:assert/strict";
import { allDrawn, site, watchedPage } from "./harness.mjs";

const perLesson = Number(process.env.FUZZ_SECONDS ?? 4);
const lab = site();

test(`fuzz every lesson for ${perLesson} s`, async () => {
  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  await page.goto(`${lab.origin}/`);
  await page.getByTestId("course-map").waitFor();
  const lessons = await page.locator(".section li.built a").evaluateAll((as) =>
    as.map((a) => new URL(a.href).searchParams.get("lesson")));
  let seed = Number(process.env.FUZZ_SEED ?? 20261130);
  const rnd = (n) => (seed = (seed * 48271) % 2147483647) % n;
  const keys = ["ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End"];
  let actions = 0;
  for (const n of lessons) {
    await page.goto(`${lab.origin}/?lesson=${n}`);
    await page.getByTestId(`lesson-${n}`).waitFor();
    const until = Date.now() + perLesson * 1000;
    while (Date.now() < until) {
      const what = rnd(23);
      if (what >= 20) {
        // The timeline: its buttons, a scrub, or its keys from the range.
        const tls = page.locator("[data-testid=timeline]");
        const k = await tls.count();
        if (k) {
          // (A static view's timeline is empty and hidden: only those with a range.)
          const tl = page.locator(".timeline:has([data-testid=timeline])").nth(rnd(k));
          const pick = rnd(4);
          if (pick === 0) {
            const buttons = tl.locator("button");
            await buttons.nth(rnd(await buttons.count())).click();
          } else if (pick === 1) {
            // A slider's new run reaches the timeline a task or a worker's answer later, and
            // can shorten it: read its length once the page is drawn, and again if it changed
            // between the reading and the fill (the browser refuses a value past the end).
            const range = tl.getByTestId("timeline");
            await allDrawn(page);
            const r = rnd(1 << 30);
            const scrub = async () => range.fill(String(r % (Number(await range.getAttribute("max")) + 1)));
            await scrub().catch((e) => (/Malformed value/.test(e.message) ? scrub() : Promise.reject(e)));
          } else if (pick === 2) {
            await tl.getByTestId("speed").selectOption({ index: rnd(3) });
          } else {
            await tl.getByTestId("timeline").focus();
            for (let i = 0, m = 1 + rnd(3); i < m; i++) await page.keyboard.press([" ", ...keys][rnd(keys.length + 1)]);
          }
        }
      } else if (what < 11) {
        const sliders = page.locator("input[type=range]");
        const k = await sliders.count();
        if (k) {
          await sliders.nth(rnd(k)).focus();
          for (let i = 0, m = 1 + rnd(4); i < m; i++) await page.keyboard.press(keys[rnd(keys.length)]);
        }
      } else if (what < 13) {
        // Now and then open or close a two-parameter explorer (its grid fills row by row).
        const sweeps = page.locator("details.sweep > summary");
        if (rnd(3) === 0 && await sweeps.count()) await sweeps.nth(rnd(await sweeps.count())).click();
        const selects = page.locator("select:visible");
        const k = await selects.count();
        if (k) {
          const s = selects.nth(rnd(k));
          const options = await s.locator("option").count();
          await s.selectOption({ index: rnd(options) });
        }
      } else if (what < 15) {
        const tabs = page.locator("[data-testid^=step-tab-]");
        const k = await tabs.count();
        if (k) await tabs.nth(rnd(k)).click();
        // A step's inputs: radio options, or one text box for a number.
        const answers = page.locator("input[data-testid^=answer-]:not([disabled])");
        if (await answers.count()) {
          const a = answers.nth(rnd(await answers.count()));
          const type = await a.getAttribute("type");
          if (type === "radio" || type === "checkbox") await a.check();
          else if (type === "range") await a.press(rnd(2) ? "ArrowRight" : "ArrowLeft");
          else await a.fill(String(rnd(1000)));
          const reveal = page.getByTestId("reveal");
          if (await reveal.isEnabled()) await reveal.click();
        }
      } else if (what < 16) {
        await page.getByTestId(rnd(2) ? "lang-EN" : "lang-TR").click();
      } else if (what < 17) {
        const nums = page.locator("input.num");
        const k = await nums.count();
        if (k) {
          const v = ["-5", "1e9", "0.5", "", "7", "123456"][rnd(6)];
          await nums.nth(rnd(k)).fill(v);
          await page.keyboard.press("Tab");
        }
      } else if (what < 18) {
        const resets = page.locator("button.reset");
        if (await resets.count()) await resets.nth(rnd(await resets.count())).click();
      } else if (what < 19) {
        await page.goBack().catch(() => {});
        await page.goto(`${lab.origin}/?lesson=${n}`);
      } else {
        await page.getByTestId("home-link").click();
        await page.getByTestId(`lesson-link-${n}`).click();
      }
      actions++;
      assert.equal(await page.getByTestId("panic").count(), 0, `panic after ${actions} actions`);
      assert.deepEqual(problems, [], `after ${actions} actions on lesson ${n}`);
    }
  }
  assert.ok(lessons.length >= 2 && actions > lessons.length, `${actions} actions on ${lessons.length} lessons`);
  console.log(`fuzz: ${actions} actions on ${lessons.length} lessons, 0 failures`);
});
