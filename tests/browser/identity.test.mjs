// Native and wasm give the same output: every fixture the native tests check byte for byte
// (the course's tables at its values and every overridden case, plus the extra labs' golden
// tables) is recomputed inside Chromium's wasm engine and must match byte for byte too.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { site, watchedPage } from "./harness.mjs";

const fixtures = fileURLToPath(new URL("../../lessons/compute/tests/fixtures/", import.meta.url));
const lab = site();

function cases() {
  const out = [];
  // A model's fixtures are in the folder named by its id, `<dir>/<file>`.
  const folders = (p) => readdirSync(p, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  for (const model of folders(fixtures).flatMap((dir) => folders(join(fixtures, dir)).map((file) => `${dir}/${file}`))) {
    const path = join(fixtures, model);
    out.push({ model, args: "", want: readFileSync(join(path, "course.txt"), "utf8") });
    for (const f of readdirSync(path).filter((f) => f.endsWith(".args")).sort()) {
      const line = readFileSync(join(path, f), "utf8").trim();
      const args = line.slice(`# lab transcript ${model}`.length).trim();
      out.push({ model, args, want: readFileSync(join(path, f.slice(0, -5)), "utf8") });
    }
  }
  return out;
}

test("every fixture's transcript is the same in wasm as natively", async () => {
  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  await page.goto(`${lab.origin}/index.html`);
  await page.waitForFunction(() => window.wasmBindings?.transcript_with);
  await page.evaluate(() => window.wasmBindings.load_packs());
  const all = cases();
  const got = await page.evaluate((all) => all.map(({ model, args }) => {
    try { return window.wasmBindings.transcript_with(model, args); } catch (e) { return `ERROR ${e}`; }
  }), all);
  const bad = all.filter((c, i) => got[i] !== c.want).map((c) => `${c.model} ${c.args}`);
  assert.ok(all.length > 300, `only ${all.length} fixtures`);
  assert.deepEqual(bad, [], `${bad.length} of ${all.length} differ in wasm`);
  assert.deepEqual(problems, []);
  console.log(`${all.length} transcripts identical in wasm`);
});
