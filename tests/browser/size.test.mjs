// The first load's weight (gzip -9 of every file the page loads) must not grow past the ceiling.
// The budget is 600 KB. The charts are our own SVG (no Plotly.js since 2026-11-30); the
// wasm with 26 pages and labs is about 740 KB on its own, so the lab is still over the budget
// (see BENCHMARKS.md). The ceiling stops any further growth; lower it whenever the site shrinks.
import { test } from "node:test";
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { siteSize } from "../bench/size.mjs";

const BUDGET_KB = 600;
const CEILING_KB = Number(process.env.SIZE_CEILING_KB ?? 770);

test("the built site's gzip size stays under its ceiling", () => {
  const s = siteSize(process.env.DIST ?? fileURLToPath(new URL("../../dist/", import.meta.url)));
  const kb = s.total_gzip / 1000;
  const lines = s.files.map((f) => `  ${f.file}: ${(f.gzip / 1000).toFixed(1)} KB gzip`).join("\n");
  console.log(`site: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB, ceiling ${CEILING_KB} KB)\n${lines}`);
  assert.ok(s.files.some((f) => f.file.endsWith(".wasm")), "no wasm in dist/: build the site first");
  assert.ok(kb <= CEILING_KB, `the site grew to ${kb.toFixed(1)} KB gzip, past its ceiling of ${CEILING_KB} KB`);
});
