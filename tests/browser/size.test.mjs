// The first load's weight (gzip -9 of every file a page loads) must stay within its budgets
// (tests/bench/size.mjs, BUDGET_KB). The course map loads the common files and its own build; a
// lesson page loads the common files, the whole lab and its lesson's pack, so the heaviest page is
// those and the largest pack.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DIST } from "./harness.mjs";
import { BUDGET_KB, siteSize } from "../bench/size.mjs";

test("the heaviest page's first load stays within the size budget", () => {
  const s = siteSize(DIST);
  const kb = (n) => (n / 1000).toFixed(1);
  const lines = [...s.files, ...s.packs.map((p) => ({ ...p, file: `packs/${p.file}` }))]
    .map((f) => `  ${f.file}${f.build ? ` (${f.build})` : ""}: ${kb(f.gzip)} KB gzip`).join("\n");
  console.log(`lesson page: shell ${kb(s.shell_gzip)} KB + largest pack ${kb(s.largest_pack?.gzip ?? 0)} KB = ${kb(s.total_gzip)} KB gzip; course map ${kb(s.map_gzip)} KB gzip; then the lab's rest, ${kb(s.rest_gzip)} KB gzip (budgets: ${BUDGET_KB.lesson} KB a lesson page, ${BUDGET_KB.map} KB the course map)\n${lines}`);
  for (const b of ["lab", "map", "rest"]) {
    assert.ok(s.files.some((f) => f.build === b && f.file.endsWith(".wasm")), `no ${b} wasm in dist/: build the site first`);
  }
  // One pack per page: the site builder writes one oEmbed document per page and language.
  const pages = readdirSync(join(DIST, "oembed")).filter((f) => /^lesson-\d+\.json$/.test(f)).length;
  assert.ok(pages > 0, "no oEmbed documents in dist/oembed/");
  assert.deepEqual(s.packs.map((p) => p.file), Array.from({ length: pages }, (_, i) => `l${String(i + 1).padStart(2, "0")}.wasm`),
    "one pack per page in dist/packs/");
  assert.ok(s.total_gzip <= BUDGET_KB.lesson * 1000, `the heaviest first load is ${kb(s.total_gzip)} KB gzip, over the budget of ${BUDGET_KB.lesson} KB`);
  assert.ok(s.map_gzip <= BUDGET_KB.map * 1000, `the course map's first load is ${kb(s.map_gzip)} KB gzip, over the budget of ${BUDGET_KB.map} KB`);
});

test("a page's text comes with its pack, not with the shell", () => {
  const content = fileURLToPath(new URL("../../lessons/content/", import.meta.url));
  const shell = readdirSync(DIST).filter((f) => f.endsWith(".wasm")).map((f) => readFileSync(join(DIST, f)));
  assert.ok(shell.length > 0, "no wasm in dist/: build the site first");
  const pages = readdirSync(join(content, "tr")).filter((f) => /^\d+\.md$/.test(f));
  assert.ok(pages.length > 0);
  for (const f of pages) {
    const pack = readFileSync(join(DIST, "packs", `l${f.replace(".md", "")}.wasm`));
    for (const lang of ["tr", "en"]) {
      // The intro's first 60 bytes, as the binaries hold the text (UTF-8).
      const start = readFileSync(join(content, lang, f)).subarray(0, 60);
      assert.ok(pack.includes(start), `${lang}/${f}: not in its pack`);
      assert.ok(!shell.some((w) => w.includes(start)), `${lang}/${f}: the page shell carries the page's intro`);
    }
    // And the steps' questions (from the page's content file, pages/NN.toml: one basic string
    // each, whose escapes JSON reads alike), likewise.
    const toml = readFileSync(join(content, "pages", f.replace(".md", ".toml")), "utf8");
    const questions = [...toml.matchAll(/^question\.(?:tr|en) = (".*")$/gm)].map((m) => JSON.parse(m[1]));
    assert.ok(questions.length >= 6, `pages/${f}: ${questions.length} questions`);
    for (const q of questions) {
      const start = Buffer.from(q).subarray(0, 60);
      assert.ok(pack.includes(start), `pages/${f}: "${q.slice(0, 40)}…" not in its pack`);
      assert.ok(!shell.some((w) => w.includes(start)), `pages/${f}: the page shell carries "${q.slice(0, 40)}…"`);
    }
  }
});
