// The built site's first-load weight: every file the page loads (the HTML, Plotly.js, the app's
// JavaScript and wasm, the stylesheet, the icon), gzip -9 compressed. Prints JSON; with
// --budget KB it exits 1 when the total is over. Usage: node tests/bench/size.mjs <dist> [--budget KB]
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export function siteSize(dist) {
  const files = readdirSync(dist).filter((f) => /\.(html|js|wasm|css|svg)$/.test(f) && statSync(join(dist, f)).isFile())
    // The host-page resize helper is for other sites' pages, not loaded by the lab itself.
    .filter((f) => f !== "embed-resize.js");
  const rows = files.map((f) => {
    const raw = readFileSync(join(dist, f));
    return { file: f, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
  });
  const total = rows.reduce((a, r) => a + r.gzip, 0);
  return { files: rows, total_gzip: total, total_raw: rows.reduce((a, r) => a + r.raw, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? "dist";
  const s = siteSize(dist);
  console.log(JSON.stringify(s, null, 1));
  const i = process.argv.indexOf("--budget");
  if (i > 0 && s.total_gzip > Number(process.argv[i + 1]) * 1000) process.exit(1);
}
