// Full-page screenshots of the built site, for looking at what we built:
//   node tests/browser/screenshots.mjs OUT_DIR            (the course map and lessons 1–2)
//   node tests/browser/screenshots.mjs OUT_DIR 8 21 ...   (those lesson pages, 1280 px wide)
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { browser, serve, watchedPage } from "./harness.mjs";

const out = process.argv[2] ?? "screenshots";
await mkdir(out, { recursive: true });
const srv = await serve(process.env.DIST ?? fileURLToPath(new URL("../../dist/", import.meta.url)));
const b = await browser();
const pages = process.argv.slice(3);
const shots = pages.length ? pages.map((n) => [`page-${n.padStart(2, "0")}`, `?lesson=${n}`, 1280]) : [
  ["home", "", 1280],
  ["lesson-1", "?lesson=1", 1280],
  ["lesson-2", "?lesson=2", 1280],
  ["lesson-2-en-step", "?lesson=2&lang=en&step=1", 1280],
  ["lesson-2-narrow", "?lesson=2", 360],
];
for (const [name, q, width] of shots) {
  const { page, problems } = await watchedPage(b, srv.origin, { width, height: 900 });
  await page.goto(`${srv.origin}/${q}`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  console.log(name, problems.length ? problems : "ok");
  await page.close();
}
await b.close();
srv.server.close();
