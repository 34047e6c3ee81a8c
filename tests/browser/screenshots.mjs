// Full-page screenshots of the built site, for looking at what we built:
//   node tests/browser/screenshots.mjs OUT_DIR            (the course map and lessons 1–2)
//   node tests/browser/screenshots.mjs OUT_DIR 8 21 ...   (those lesson pages, 1280 px wide)
//   node tests/browser/screenshots.mjs OUT_DIR teach      (teacher notes, the link builder,
//                                                          presenter mode, the record panel)
//   node tests/browser/screenshots.mjs OUT_DIR --watch    (every page's system view at moments of
//                                                          its run (a static view once), 1280
//                                                          and 360 px; `--watch 21 24`: only those)
import { mkdir } from "node:fs/promises";
import { DIST, browser, serve, watchedPage } from "./harness.mjs";

const out = process.argv[2] ?? "screenshots";
await mkdir(out, { recursive: true });
const srv = await serve(DIST);
const b = await browser();
const pages = process.argv.slice(3);

// Lesson 2 at three moments of the slowdown (before it, the pool filling, long after), the
// other lessons at two: [name, lesson, model, rounds].
const MOMENTS = [
  ["l02", 2, "kesici/kosum", [150, 215, 400]],
  ["l01", 1, "kipler/bulasma", [5, 21]],
  ["l03", 3, "bolme/kosum", [990, 1200]],
  ["l04", 4, "firtina/kosum", [520, 580]],
  ["l05", 5, "butce/kosum", [1, 9]],
  ["l06", 6, "geri/kosum", [3, 200]],
  ["l07", 7, "kapi/kosum", [1, 300]],
  ["l08", 8, "bozulma/kosum", [1, 30]],
  ["l09", 9, "devralma/olc", [31, 105]],
  ["l10", 10, "saglik/olc", [50, 100]],
  ["l12", 12, "bolge/olc", [17, 21]],
  ["l14", 14, "tatbikat/plan", [26, 35]],
  ["l18", 18, "vale/olc", [80, 98]],
  ["l19", 19, "yapilandirma/olc", [100, 250]],
  ["l20", 20, "incir/olc", [6, 7]],
  // Static views (no rounds): one moment.
  ["l11", 11, "hedef/kayip", [null]],
  ["l13", 13, "damga/olc", [null]],
  ["l15", 15, "etkisiz/olc", [null]],
  ["l16", 16, "telafi/olc", [null]],
  ["l17", 17, "fis/olc", [null]],
  ["l21", 21, "ek/kuyruk-sirasi", [3000, 6000]],
  ["l22", 22, "ek/sona-erme", [299, 300]],
  ["l23", 23, "ek/kesici-tuzak", [60, 90]],
  ["l24", 24, "ek/kuyruk-suresi", [1500, 2000]],
  ["l25", 25, "ek/kapanis", [3, 5]],
  ["l26", 26, "ek/sabah-surusu", [1, 2]],
];

if (pages[0] === "--watch") {
  for (const width of [1280, 360]) {
    const only = pages.slice(1).map(Number);
    for (const [name, n, model, rounds] of MOMENTS.filter(([, n]) => !only.length || only.includes(n))) {
      for (const t of rounds) {
        const { page, problems } = await watchedPage(b, srv.origin, { width, height: 900 });
        await page.goto(`${srv.origin}/?lesson=${n}${t === null ? "" : `&${model}.t=${t}`}`);
        const watch = page.locator(`[data-testid=widget-${model.replace("/", "-")}] .watch`);
        await watch.locator("svg").first().waitFor();
        await page.waitForTimeout(300);
        await watch.screenshot({ path: `${out}/watch-${name}-${t === null ? "static" : `t${t}`}-${width}.png` });
        console.log(name, t, width, problems.length ? problems : "ok");
        await page.close();
      }
    }
  }
} else {
  // [name, query, width, what to do before the shot, full page?]
  const teach = [
    ["notes-2-tr", "?lesson=2&notes=1", 1280],
    ["notes-1-en", "?lesson=1&lang=en&notes=1", 1280],
    ["builder", "?lesson=2&step=2&kesici/kosum.slots=40", 1280, async (page) => {
      await page.getByTestId("embed-lesson").click();
      await page.getByTestId("builder-hide-lesson").check();
    }, false],
    ["presenter", "?lesson=1&present=1", 1280, async (page) => {
      await page.keyboard.press("PageDown");
      await page.keyboard.press("2");
      await page.keyboard.press("r");
    }, false],
    ["answers", "?lesson=1&lang=en", 1280, async (page) => {
      await page.getByTestId("step-tab-1").click();
      await page.getByTestId("answer-1").check();
      await page.getByTestId("reveal").click();
      await page.getByTestId("home-link").click();
    }],
  ];
  const shots = pages[0] === "teach" ? teach : pages.length ? pages.map((n) => [`page-${n.padStart(2, "0")}`, `?lesson=${n}`, 1280]) : [
    ["home", "", 1280],
    ["lesson-1", "?lesson=1", 1280],
    ["lesson-2", "?lesson=2", 1280],
    ["lesson-2-en-step", "?lesson=2&lang=en&step=1", 1280],
    ["lesson-2-narrow", "?lesson=2", 360],
  ];
  for (const [name, q, width, act, full = true] of shots) {
    const { page, problems } = await watchedPage(b, srv.origin, { width, height: 900 });
    await page.goto(`${srv.origin}/${q}`);
    await page.waitForTimeout(1500);
    if (act) {
      await act(page);
      await page.waitForTimeout(800);
    }
    await page.screenshot({ path: `${out}/${name}.png`, fullPage: full });
    console.log(name, problems.length ? problems : "ok");
    await page.close();
  }
}
await b.close();
srv.server.close();
