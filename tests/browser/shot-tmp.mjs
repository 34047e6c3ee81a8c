import { fileURLToPath } from "node:url";
import { browser, serve, watchedPage } from "./harness.mjs";
const out = "/tmp/shots";
const srv = await serve(fileURLToPath(new URL("../../dist/", import.meta.url)));
const b = await browser();
const pages = process.argv.slice(2);
for (const q of pages) {
  const { page, problems } = await watchedPage(b, srv.origin, { width: 1280, height: 1000 });
  await page.goto(`${srv.origin}/index.html${q}`);
  await page.waitForTimeout(2500);
  if (q.includes("sweep")) {
    await page.locator("details.sweep > summary").first().click();
    await page.waitForTimeout(3000);
    await page.locator("details.sweep").first().scrollIntoViewIfNeeded();
  }
  const name = q.replace(/[^a-z0-9]+/gi, "_") || "home";
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: !q.includes("sweep") && false });
  // a second shot further down: the first widget's results
  await page.locator(".widget").first().scrollIntoViewIfNeeded().catch(() => {});
  await page.evaluate(() => { const w = document.querySelector(".widget"); if (w) window.scrollTo(0, w.offsetTop); });
  await page.waitForTimeout(800);
  if (!q.includes("sweep")) await page.screenshot({ path: `${out}/${name}_w.png` });
  console.log(name, problems.length ? problems : "ok");
  await page.close();
}
await b.close();
srv.server.close();
