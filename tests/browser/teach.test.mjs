// Teachers' and learners' tools in headless Chromium: the learner's record (kept, exported,
// imported, and storage that fails), the host-page API (postMessage, including a wrong
// origin), the link builder, teacher notes, presenter mode from the keyboard, and axe on each
// new view.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFile, writeFile } from "node:fs/promises";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DIST, audit, serve, site, watchedPage } from "./harness.mjs";

const work = mkdtempSync(join(tmpdir(), "lab-teach-"));
const host = {};
const lab = site("/", host);
// A second server: another origin (another port) for the wrong-origin case.
let other;
before(async () => {
  other = await serve(DIST, "/lab-not-here/", host);
});
after(() => other?.server.close());

async function open(query, viewport) {
  const w = await watchedPage(lab.browser, lab.origin, viewport);
  await w.page.goto(`${lab.origin}/${query}`);
  return w;
}

/// Answers lesson 1's six steps (options on every step but the fifth, a range).
async function answerLessonOne(page) {
  for (const [step, pick] of [[1, "answer-2"], [2, "answer-1"], [3, "answer-1"], [4, "answer-2"], [5, "20"], [6, "answer-1"]]) {
    await page.getByTestId(`step-tab-${step}`).click();
    if (pick.startsWith("answer-")) await page.getByTestId(pick).check();
    else {
      await page.getByTestId("answer-range").evaluate((el, v) => {
        el.value = v;
        el.dispatchEvent(new Event("input", { bubbles: true }));
      }, pick);
    }
    await page.getByTestId("reveal").click();
    await page.getByTestId("verdict").waitFor();
  }
}

test("the learner's record survives a reload, marks the lesson done, exports JSON and CSV and imports JSON back", async () => {
  const { page, problems } = await open("?lesson=1");
  await answerLessonOne(page);
  await page.goto(`${lab.origin}/`);
  await page.getByTestId("done-1").waitFor();
  assert.match(await page.getByTestId("answers-row-1").innerText(), /6 \/ 6/);
  assert.equal(await page.getByTestId("done-2").count(), 0);

  const json = page.waitForEvent("download");
  await page.getByTestId("answers-json").click();
  const jsonPath = join(work, "answers.json");
  await (await json).saveAs(jsonPath);
  const record = JSON.parse(await readFile(jsonPath, "utf8"));
  assert.equal(record.format, "dayaniklilik-lab/answers");
  assert.equal(record.predictions.length, 6);
  assert.deepEqual(record.predictions.map((p) => p.step), [0, 1, 2, 3, 4, 5]);

  const csv = page.waitForEvent("download");
  await page.getByTestId("answers-csv").click();
  const csvText = await readFile(await (await csv).path(), "utf8");
  const lines = csvText.trim().split("\r\n");
  assert.equal(lines.length, 7);
  assert.match(lines[0], /^ders,adım,tür,yanıtım,modelin yanıtı,doğru,süre \(ms\)$/);

  await page.getByTestId("answers-clear").click();
  await page.getByTestId("answers-empty").waitFor();
  assert.equal(await page.getByTestId("done-1").count(), 0);
  await page.reload();
  await page.getByTestId("answers-empty").waitFor();

  await page.getByTestId("answers-import").setInputFiles(jsonPath);
  await page.waitForFunction(() => document.querySelector("[data-testid=import-result]")?.textContent.includes("6"));
  await page.getByTestId("done-1").waitFor();
  await page.reload();
  await page.getByTestId("done-1").waitFor();

  // A file that is not ours is refused with a sentence, and the record stays as it was.
  const foreign = join(work, "foreign.json");
  await writeFile(foreign, JSON.stringify({ hello: "world", predictions: [1, 2] }));
  await page.getByTestId("answers-import").setInputFiles(foreign);
  const refusal = page.getByTestId("import-result");
  await page.waitForFunction(() => document.querySelector("[data-testid=import-result][role=alert]"));
  assert.match(await refusal.innerText(), /yanıt dosyası değil/);
  assert.match(await page.getByTestId("answers-row-1").innerText(), /6 \/ 6/);

  // Switched off, a new answer is not kept.
  await page.getByTestId("answers-keep").uncheck();
  await page.goto(`${lab.origin}/?lesson=2`);
  await page.getByTestId("step-tab-2").click();
  await page.getByTestId("answer-1").check();
  await page.getByTestId("reveal").click();
  await page.goto(`${lab.origin}/`);
  await page.getByTestId("answers-row-1").waitFor();
  assert.equal(await page.getByTestId("answers-row-2").count(), 0);
  assert.equal(await page.getByTestId("answers-keep").isChecked(), false);
  await page.getByTestId("answers-keep").check();
  await page.getByTestId("answers-clear").click();
  assert.deepEqual(problems, []);
  await page.close();
});

test("storage that is corrupt, full or switched off gives a notice and never a panic", async () => {
  const cases = [
    ["corrupt", () => localStorage.setItem("dayaniklilik-lab:answers:v1:01", "{not json"), /could not be read/],
    ["full", () => {
      Storage.prototype.setItem = function () { throw new DOMException("full", "QuotaExceededError"); };
    }, /full or closed/],
    ["off", () => {
      Object.defineProperty(window, "localStorage", { get() { throw new DOMException("denied", "SecurityError"); } });
    }, /no local storage/],
  ];
  for (const [name, init, said] of cases) {
    const { page, problems } = await watchedPage(lab.browser, lab.origin);
    await page.addInitScript(init);
    await page.goto(`${lab.origin}/?lesson=1&lang=en`);
    await page.getByTestId("step-tab-1").click();
    await page.getByTestId("answer-1").check();
    await page.getByTestId("reveal").click();
    await page.getByTestId("verdict").waitFor();
    const note = page.getByTestId("lab-messages");
    await note.waitFor();
    assert.match(await note.innerText(), said, name);
    assert.equal(await page.getByTestId("panic").count(), 0, name);
    // The course map still opens with its record panel.
    await page.getByTestId("home-link").click();
    await page.getByTestId("answers").waitFor();
    assert.deepEqual(problems, [], name);
    await page.close();
  }
});

/// A host page on another origin (`localhost` instead of `127.0.0.1`) that embeds lesson 2
/// with `host=` naming its own origin, and records the lab's messages.
function hostPage(labOrigin, query) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title></head>
<body><iframe id="lab" title="lab" width="1200" height="900" src="${labOrigin}/${query}"></iframe>
<script>
  window.events = [];
  addEventListener("message", (e) => {
    if (e.origin !== ${JSON.stringify(labOrigin)} || !e.data || typeof e.data.type !== "string") return;
    const plain = (o) => o === null || o === undefined || Object.getPrototypeOf(o) === Object.prototype;
    window.events.push({ ...e.data, plain: plain(e.data) && plain(e.data.values) });
  });
  window.send = (m) => document.getElementById("lab").contentWindow.postMessage(m, ${JSON.stringify(labOrigin)});
</script></body></html>`;
}

test("the host-page API: ready, state and answer events as plain objects, lab:set from the named origin only", async () => {
  const port = new URL(lab.origin).port;
  const hostOrigin = `http://localhost:${port}`;
  host["/host.html"] = ["text/html; charset=utf-8", hostPage(lab.origin, `?lesson=2&lang=en&embed=1&host=${hostOrigin}`)];
  const { page, problems } = await watchedPage(lab.browser, hostOrigin);
  await page.goto(`${hostOrigin}/host.html`);
  const frame = page.frameLocator("#lab");
  const events = (type) => page.evaluate((t) => window.events.filter((e) => e.type === t), type);
  await page.waitForFunction(() => window.events.some((e) => e.type === "lab:ready"));
  const [ready] = await events("lab:ready");
  assert.deepEqual([ready.lesson, ready.lang, ready.step, ready.plain], [2, "en", null, true]);

  await page.evaluate(() => window.send({ type: "lab:set", step: 3, values: { "kesici/kosum": { threshold: 0.3 } } }));
  await page.waitForFunction(() => window.events.some((e) => e.type === "lab:state" && e.step === 3));
  const state = (await events("lab:state")).at(-1);
  assert.equal(state.values["kesici/kosum"].threshold, 0.3);
  assert.equal(state.plain, true);
  assert.match(state.query, /step=3&.*kesici\/kosum\.threshold=0\.3/);
  assert.equal(await frame.getByTestId("slider-kesici-kosum-threshold").inputValue(), "0.3");

  await page.evaluate(() => window.send({ type: "lab:set", lang: "tr", values: { "kesici/kosum": { slots: 999 } } }));
  await page.waitForFunction(() => window.events.some((e) => e.type === "lab:state" && e.ignored.length > 0));
  const refused = (await events("lab:state")).at(-1);
  assert.equal(refused.lang, "tr");
  assert.match(refused.ignored[0], /kesici\/kosum\.slots=999/);
  await frame.getByTestId("link-notice").waitFor();

  await frame.getByTestId("step-tab-1").click();
  await frame.getByTestId("answer-1").check();
  await frame.getByTestId("reveal").click();
  await page.waitForFunction(() => window.events.some((e) => e.type === "lab:answer"));
  const [ans] = await events("lab:answer");
  assert.deepEqual([ans.lesson, ans.step, ans.ask, typeof ans.right, ans.plain], [2, 1, "choice", "boolean", true]);

  // Messages that do not follow the rules change nothing.
  await page.waitForTimeout(500);
  const before = (await events("lab:state")).length;
  await page.evaluate(() => {
    window.send({ type: "lab:nope", step: 2 });
    window.send("lab:set");
    window.send({ type: "lab:set", lesson: "two" });
  });
  await page.waitForTimeout(600);
  assert.equal((await events("lab:state")).length, before);
  assert.equal(await frame.getByTestId("step-tab-1").getAttribute("aria-current"), "step");
  const foreign = (p) => p.startsWith(`foreign request: ${lab.origin}/`);
  assert.deepEqual(problems.filter((p) => !foreign(p)), []);
  await page.close();
});

test("a page of another origin that embeds the lab hears nothing and cannot steer it", async () => {
  const port = new URL(lab.origin).port;
  // The link names localhost as its host; the page that embeds it is on the other server.
  host["/evil.html"] = ["text/html; charset=utf-8", hostPage(lab.origin, `?lesson=2&embed=1&host=http://localhost:${port}`)];
  const { page, problems } = await watchedPage(lab.browser, other.origin);
  await page.goto(`${other.origin}/evil.html`);
  const frame = page.frameLocator("#lab");
  await frame.getByTestId("lesson-2").waitFor();
  await page.evaluate(() => window.send({ type: "lab:set", lesson: 3, step: 2, values: { "kesici/kosum": { threshold: 0.3 } } }));
  await page.waitForTimeout(1000);
  assert.equal(await frame.getByTestId("lesson-2").count(), 1);
  assert.equal(await frame.getByTestId("slider-kesici-kosum-threshold").inputValue(), "0.5");
  assert.deepEqual(await page.evaluate(() => window.events.filter((e) => e.type.startsWith("lab:"))), []);
  // And without host= the lab takes nothing from anyone.
  host["/plain.html"] = ["text/html; charset=utf-8", hostPage(lab.origin, "?lesson=2&embed=1")];
  await page.goto(`${other.origin}/plain.html`);
  await frame.getByTestId("lesson-2").waitFor();
  await page.evaluate(() => window.send({ type: "lab:set", step: 2 }));
  await page.waitForTimeout(600);
  assert.equal(await frame.locator("[data-testid=step]").count(), 0);
  const foreign = (p) => p.startsWith(`foreign request: ${lab.origin}/`);
  assert.deepEqual(problems.filter((p) => !foreign(p)), []);
  await page.close();
});

test("the link builder writes the chosen lesson, step, values, language and flags into the link and the snippet", async () => {
  const { page, problems } = await open("?lesson=2&step=2&kesici/kosum.slots=40");
  await page.getByTestId("embed-lesson").click();
  const id = (what) => page.getByTestId(`builder-${what}-lesson`);
  const link = async () => new URL(await id("link").inputValue());
  let u = await link();
  assert.deepEqual([u.searchParams.get("lesson"), u.searchParams.get("step"), u.searchParams.get("kesici/kosum.slots")], ["2", "2", "40"]);
  assert.equal(u.searchParams.get("embed"), "1");

  await id("lang").selectOption("en");
  await id("hide").check();
  await id("present").check();
  await id("widget").selectOption("kesici/kosum");
  await id("host").fill("https://okul.example/");
  u = await link();
  for (const [k, v] of [["lang", "en"], ["hide", "1"], ["present", "1"], ["widget", "kesici/kosum"], ["host", "https://okul.example"]]) {
    assert.equal(u.searchParams.get(k), v, k);
  }
  const snippet = await page.getByTestId("snippet-lesson").inputValue();
  assert.match(snippet, /hide=1/);
  assert.match(snippet, /host=https:\/\/okul\.example/);

  // A host that is not an origin is named, and left out of the link.
  await id("host").fill("https://okul.example/ders?x=1");
  await page.locator(".builder [role=alert]").waitFor();
  assert.equal((await link()).searchParams.get("host"), null);
  await id("host").fill("");

  // Another lesson: this page's values do not go along, and its own steps are offered.
  await id("lesson").selectOption("3");
  u = await link();
  assert.equal(u.searchParams.get("lesson"), "3");
  assert.equal(u.searchParams.get("kesici/kosum.slots"), null);
  assert.equal(await id("values").isDisabled(), true);
  await id("step").selectOption("4");
  await id("values").waitFor();
  assert.deepEqual(await audit(page), []);

  // The built link opens cleanly.
  await id("embed").uncheck();
  const built = await id("link").inputValue();
  await page.goto(built);
  await page.getByTestId("lesson-3").waitFor();
  assert.equal(await page.getByTestId("link-notice").count(), 0);
  assert.equal(await page.getByTestId("step-tab-4").getAttribute("aria-current"), "step");
  assert.deepEqual(problems, []);
  await page.close();
});

test("teacher notes open from the lesson, fill their numbers, follow their prepared settings; every page has them, an embedded page shows no link", async () => {
  const { page, problems } = await open("?lesson=2&lang=en");
  await page.getByTestId("notes-link").click();
  await page.getByTestId("notes-body").waitFor();
  assert.match(page.url(), /notes=1/);
  const text = await page.getByTestId("notes-body").innerText();
  assert.ok(!text.includes("{"), "a placeholder is left");
  assert.match(text, /What the model shows and leaves out/);
  assert.ok(await page.locator(".notes-body h2").count() >= 6);
  assert.deepEqual(await audit(page), []);
  // Printable: the lesson is out of the way.
  await page.emulateMedia({ media: "print" });
  assert.equal(await page.locator(".lesson-wrap").isVisible(), false);
  assert.equal(await page.getByTestId("notes-body").isVisible(), true);
  await page.emulateMedia({ media: "screen" });

  await page.locator(".notes-body a", { hasText: "A very sensitive threshold" }).click();
  await page.getByTestId("lesson-2").waitFor();
  await page.waitForURL(/threshold=0\.1/);
  assert.equal(await page.getByTestId("step-tab-3").getAttribute("aria-current"), "step");
  assert.equal(await page.getByTestId("link-notice").count(), 0);
  await page.goBack();
  await page.getByTestId("notes-body").waitFor();

  await page.goto(`${lab.origin}/?lesson=2&lang=tr&notes=1`);
  await page.waitForFunction(() => document.querySelector("[data-testid=notes-body]")?.innerText.includes("Modelin gösterdiği"));
  for (const n of await page.evaluate(() => [...window.wasmBindings.lab_pages()])) {
    await page.goto(`${lab.origin}/?lesson=${n}&notes=1`);
    await page.getByTestId("notes-body").waitFor();
    await page.waitForFunction(() => document.querySelectorAll(".notes-body h2").length >= 6, null, { timeout: 10_000 })
      .catch(() => assert.fail(`page ${n}: its notes have no sections`));
    assert.ok(!(await page.getByTestId("notes-body").innerText()).includes("{"), `page ${n}: a placeholder is left`);
  }
  await page.goto(`${lab.origin}/?lesson=9&embed=1`);
  await page.getByTestId("lesson-9").waitFor();
  assert.equal(await page.getByTestId("notes-link").count(), 0);
  assert.deepEqual(problems, []);
  await page.close();
});

test("presenter mode from the keyboard: next and previous step, an option, the reveal, and leaving", async () => {
  const { page, problems } = await open("?lesson=1&present=1");
  await page.getByTestId("lesson-1").waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains("present")), true);
  await page.getByTestId("presenter-bar").waitFor();
  const current = () => page.locator("[data-testid^=step-tab-][aria-current=step]").getAttribute("data-testid");
  await page.keyboard.press("PageDown");
  await page.waitForFunction(() => document.querySelector("[data-testid=step-tab-1][aria-current=step]"));
  await page.keyboard.press("2");
  assert.equal(await page.getByTestId("answer-2").isChecked(), true);
  await page.keyboard.press("r");
  await page.getByTestId("verdict").waitFor();
  await page.keyboard.press("PageDown");
  await page.waitForFunction(() => document.querySelector("[data-testid=step-tab-2][aria-current=step]"));
  assert.equal(await page.getByTestId("verdict").count(), 0);
  await page.keyboard.press("PageDown");
  await page.waitForFunction(() => document.querySelector("[data-testid=step-tab-3][aria-current=step]"));
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.querySelector("[data-testid=step-tab-4][aria-current=step]"));
  await page.keyboard.press("PageUp");
  await page.waitForFunction(() => document.querySelector("[data-testid=step-tab-3][aria-current=step]"));
  // Play and pause press the open step's play button where a widget has one; here none.
  await page.keyboard.press("p");
  assert.deepEqual(await audit(page), []);
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => !document.documentElement.classList.contains("present"));
  await page.waitForURL((u) => !u.search.includes("present=1"));
  // The button turns it on again.
  await page.getByTestId("present").click();
  await page.waitForURL(/present=1/);
  // In a number box (lesson 12's fifth step asks for a count) digits are typing, not keys of
  // the presenter; Enter shows the result.
  await page.goto(`${lab.origin}/?lesson=12&present=1&step=5`);
  await page.getByTestId("answer-number").focus();
  await page.keyboard.type("12");
  assert.equal(await current(), "step-tab-5");
  await page.keyboard.press("Enter");
  await page.getByTestId("verdict").waitFor();
  assert.deepEqual(problems, []);
  await page.close();
});

test("axe finds no violation on the record panel with answers, and in presenter mode in English", async () => {
  const { page, problems } = await open("?lesson=1&lang=en");
  await page.getByTestId("step-tab-1").click();
  await page.getByTestId("answer-1").check();
  await page.getByTestId("reveal").click();
  await page.getByTestId("home-link").click();
  await page.getByTestId("answers-table").waitFor();
  assert.deepEqual(await audit(page), []);
  await page.getByTestId("answers-clear").click();
  await page.goto(`${lab.origin}/?lesson=3&lang=en&present=1&step=1`);
  await page.getByTestId("presenter-bar").waitFor();
  assert.deepEqual(await audit(page), []);
  assert.deepEqual(problems, []);
  await page.close();
});
