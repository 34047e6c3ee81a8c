// The lab inside an LMS: a lesson's SCORM package (made by scripts/scorm.sh from dist/) is
// unpacked and launched as its imsmanifest.xml says, inside a host page that plays the LMS with
// a real SCORM run-time (scorm-again, SCORM 2004 and 1.2). The test answers steps and reads the
// CMI data, relaunches the package to check that the learner resumes where they left, and
// plays an LMS that refuses calls.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { browser, serve, watchedPage } from "./harness.mjs";

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL("../../", import.meta.url));
const dist = process.env.DIST ?? join(root, "dist");
const runtime = {
  "2004": readFileSync(require.resolve("scorm-again/scorm2004"), "utf8"),
  "12": readFileSync(require.resolve("scorm-again/scorm12"), "utf8"),
};
let work, b;
/// The CMI data's interactions (kept by index) as a list.
const list = (x) => Object.values(x ?? {});
const servers = [];

before(() => {
  work = mkdtempSync(join(tmpdir(), "lab-scorm-"));
  execFileSync("bash", [join(root, "scripts/scorm.sh"), dist, join(work, "zips"), "1"], { cwd: root, stdio: "pipe" });
  for (const v of ["12", "2004"]) {
    execFileSync("python3", ["-m", "zipfile", "-e", join(work, "zips", `lesson-01-scorm${v}.zip`), join(work, `pkg${v}`)]);
  }
});
before(async () => { b = await browser(); });
after(async () => {
  await b?.close();
  for (const s of servers) s.server.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/// The launch address of the package's first item: its resource's href and its parameters.
function launch(dir) {
  const xml = readFileSync(join(dir, "imsmanifest.xml"), "utf8");
  const item = xml.match(/<item identifier="[^"]+" identifierref="([^"]+)" parameters="([^"]*)">/);
  assert.ok(item, "the manifest has an item");
  const res = xml.match(new RegExp(`<resource identifier="${item[1]}"[^>]* href="([^"]+)"`));
  assert.ok(res, "the item's resource has an href");
  return `${res[1]}${item[2].replaceAll("&amp;", "&")}`;
}

/// A host page that plays the LMS: the run-time on `window`, the package in a frame. `refuse`
/// makes every SetValue of an interaction fail with error 351. `relaunch()` ends the frame's
/// session, keeps its CMI data and launches the package again on a new run-time that holds it
/// (as an LMS does when a learner comes back).
function hostPage(version, src, refuse) {
  const api = version === "2004" ? "API_1484_11" : "API";
  const cls = version === "2004" ? "Scorm2004API" : "Scorm12API";
  const set = version === "2004" ? "SetValue" : "LMSSetValue";
  const err = version === "2004" ? "GetLastError" : "LMSGetLastError";
  const entry = version === "2004" ? "entry" : "core.entry";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>LMS</title>
<script src="runtime.js"></script>
<script>
  const settings = { autocommit: false, lmsCommitUrl: false, logLevel: 5 };
  window.calls = [];
  function make(saved) {
    const api = new ${cls}(settings);
    if (saved) {
      api.loadFromJSON({ cmi: saved });
      api.cmi.${entry} = "resume";
    }
    ${refuse ? `const real = api.${set}.bind(api), realErr = api.${err}.bind(api);
    let refused = false;
    api.${set} = (k, v) => { if (k.includes("interactions")) { refused = true; return "false"; } refused = false; return real(k, v); };
    api.${err} = () => (refused ? "351" : realErr());` : ""}
    window.${api} = api;
    return api;
  }
  make(null);
  window.cmi = () => JSON.parse(JSON.stringify(window.${api}.cmi));
  window.relaunch = async () => {
    const frame = document.getElementById("sco");
    frame.src = "about:blank";
    await new Promise((ok) => frame.addEventListener("load", ok, { once: true }));
    const saved = window.cmi();
    make(saved);
    frame.src = ${JSON.stringify(src)};
  };
</script></head>
<body><h1>LMS</h1><iframe id="sco" title="lesson" src=${JSON.stringify(src)} width="1200" height="900"></iframe></body></html>`;
}

async function lms(version, refuse = false) {
  const dir = join(work, `pkg${version}`);
  const src = `pkg/${launch(dir)}`;
  const srv = await serve(dir, "/lms/pkg/", {
    "/lms/host.html": ["text/html; charset=utf-8", hostPage(version, src, refuse)],
    "/lms/runtime.js": ["text/javascript", runtime[version]],
  });
  servers.push(srv);
  const w = await watchedPage(b, srv.origin, { width: 1280, height: 1000 });
  await w.page.goto(`${srv.origin}/lms/host.html`);
  const frame = w.page.frameLocator("#sco");
  await frame.getByTestId("lesson-1").waitFor();
  return { ...w, frame, srv };
}

async function answer(frame, step, option) {
  await frame.getByTestId(`step-tab-${step}`).click();
  await frame.getByTestId(`answer-${option}`).check();
  await frame.getByTestId("reveal").click();
  await frame.getByTestId("verdict").waitFor();
}

/// Answers a range step with the band starting at `low`.
async function answerRange(frame, step, low) {
  await frame.getByTestId(`step-tab-${step}`).click();
  await frame.getByTestId("answer-range").evaluate((el, v) => {
    el.value = v;
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }, String(low));
  await frame.getByTestId("reveal").click();
  await frame.getByTestId("verdict").waitFor();
}

test("SCORM 2004: each prediction is an interaction, progress and score follow, and a relaunch resumes", async () => {
  const { page, frame, problems } = await lms("2004");
  await answer(frame, 1, 2);
  await answer(frame, 3, 1);
  // Leave the lab somewhere to come back to: step 3 open and the pool slider moved.
  const slider = frame.getByTestId("slider-kipler-bulasma-slots");
  await slider.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  const slots = await slider.inputValue();
  await page.waitForFunction((s) => window.cmi().suspend_data.includes(`kipler/bulasma.slots=${s}`), slots);

  const cmi = await page.evaluate(() => window.cmi());
  const ints = list(cmi.interactions);
  assert.equal(ints.length, 2);
  assert.equal(ints[0].id, "urn:dayaniklilik-lab:lesson-01:step-1");
  assert.equal(ints[0].type, "choice");
  assert.equal(ints[0].learner_response, "b");
  assert.match(ints[0].correct_responses["0"].pattern, /^[a-c]$/);
  assert.match(ints[0].result, /^(correct|incorrect)$/);
  assert.match(ints[0].latency, /^PT\d+(\.\d+)?S$/);
  assert.equal(ints[1].id, "urn:dayaniklilik-lab:lesson-01:step-3");
  assert.equal(cmi.completion_status, "incomplete");
  assert.equal(cmi.score.max, "6");
  const right = ints.filter((i) => i.result === "correct").length;
  assert.equal(cmi.score.raw, String(right));
  assert.match(cmi.suspend_data, /^\?v=1&lesson=1&lang=tr&step=3&.*#[01]-[01]---$/);
  assert.equal(cmi.location, "3");

  await page.evaluate(() => window.relaunch());
  await frame.getByTestId("lesson-1").waitFor();
  assert.equal(await frame.getByTestId("step-tab-3").getAttribute("aria-current"), "step");
  assert.equal(await frame.getByTestId("slider-kipler-bulasma-slots").inputValue(), slots);
  // The relaunched session goes on where the first left: the next interactions follow the
  // first two, and completion comes once every step has been revealed across both sessions.
  await answer(frame, 2, 1);
  await answer(frame, 4, 1);
  await answerRange(frame, 5, 20);
  await answer(frame, 6, 1);
  await page.waitForFunction(() => window.cmi().completion_status === "completed");
  const done = await page.evaluate(() => window.cmi());
  assert.equal(list(done.interactions).length, 6);
  assert.equal(list(done.interactions)[2].id, "urn:dayaniklilik-lab:lesson-01:step-2");
  // A bucket is recorded as its text ("other"): SCORM has no kind for it.
  assert.equal(list(done.interactions)[2].type, "other");
  assert.equal(done.progress_measure, "1");
  assert.ok(Number(done.score.scaled) >= 0 && Number(done.score.scaled) <= 1);
  assert.equal(await frame.getByTestId("lab-messages").count(), 0);
  assert.deepEqual(problems, []);
  await page.close();
});

test("SCORM 1.2: the same record in the 1.2 data model", async () => {
  const { page, frame, problems } = await lms("12");
  await answer(frame, 1, 1);
  await answer(frame, 4, 2);
  await page.waitForFunction(() => Object.keys(window.cmi().interactions).length === 2);
  const cmi = await page.evaluate(() => window.cmi());
  const ints = list(cmi.interactions);
  assert.equal(ints[0].id, "lesson-01-step-1");
  assert.equal(ints[0].type, "choice");
  assert.match(ints[0].result, /^(correct|wrong)$/);
  assert.match(ints[0].latency, /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/);
  assert.equal(cmi.core.lesson_status, "incomplete");
  assert.equal(cmi.core.score.max, "6");
  assert.match(cmi.suspend_data, /^\?v=1&lesson=1&lang=tr&step=4.*#[01]--[01]--$/);
  await page.evaluate(() => window.relaunch());
  await frame.getByTestId("lesson-1").waitFor();
  assert.equal(await frame.getByTestId("step-tab-4").getAttribute("aria-current"), "step");
  assert.deepEqual(problems, []);
  await page.close();
});

test("an LMS that refuses a call leaves the lab working and the page says so once", async () => {
  const { page, frame, problems } = await lms("2004", true);
  await answer(frame, 1, 1);
  const note = frame.getByTestId("lab-messages");
  await note.waitFor();
  assert.match(await note.innerText(), /LMS.*351/s);
  await answer(frame, 3, 2);
  await answer(frame, 4, 1);
  // Still one notice, with one sentence, after three refused answers.
  assert.equal(await frame.locator("[data-testid=lab-messages] li").count(), 1);
  assert.equal(await frame.getByTestId("verdict").count(), 1);
  // What the LMS did take (the progress, the state) is there.
  const cmi = await page.evaluate(() => window.cmi());
  assert.equal(list(cmi.interactions).length, 0);
  assert.match(cmi.suspend_data, /lesson=1/);
  assert.deepEqual(problems, []);
  await page.close();
});

test("outside an LMS nothing of SCORM runs: no notice, no call", async () => {
  const srv = await serve(dist);
  servers.push(srv);
  const { page, problems } = await watchedPage(b, srv.origin);
  await page.goto(`${srv.origin}/?lesson=1`);
  await page.getByTestId("lesson-1").waitFor();
  await answer(page, 1, 1);
  assert.equal(await page.getByTestId("lab-messages").count(), 0);
  assert.deepEqual(problems, []);
  await page.close();
});
