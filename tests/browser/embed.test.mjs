// Embedding, sharing and export, in headless Chromium: the site is served from a subfolder, a
// host page embeds two widgets with the snippets the "Göm" panel gives, and the iframes must
// grow to their content through the resize messages.
import { test } from "node:test";
import assert from "node:assert/strict";
import { site, watchedPage } from "./harness.mjs";

const MOUNT = "/kurs/lab/";
const host = { "/kurs/ders.html": ["text/html; charset=utf-8", "<!doctype html><title>host</title><p>loading</p>"] };
const lab = site(MOUNT, host);

async function snippetFor(query, widgetSlug, act) {
  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  await page.goto(`${lab.origin}${MOUNT}${query}`);
  await page.getByTestId(`widget-${widgetSlug}`).waitFor();
  if (act) await act(page);
  await page.getByTestId(`embed-${widgetSlug}`).click();
  const snippet = await page.getByTestId(`snippet-${widgetSlug}`).inputValue();
  assert.deepEqual(problems, []);
  await page.close();
  return snippet;
}

test("a host page in another folder embeds two widgets that size themselves and keep their state", async () => {
  const one = await snippetFor("?lesson=2", "kesici-kosum", async (page) => {
    const s = page.getByTestId("slider-kesici-kosum-slots");
    await s.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
  });
  assert.match(one, /embed=1/);
  assert.match(one, /widget=kesici\/kosum/);
  assert.match(one, /kesici\/kosum\.slots=36/);
  assert.match(one, /loading="lazy"/);
  assert.match(one, /allowfullscreen/);
  assert.match(one, /title="Dayanıklılık Lab — /);
  const two = await snippetFor("?lesson=1&lang=en", "kipler-gorunum");
  host["/kurs/ders.html"][1] = `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Ders sayfası</title></head>
    <body><h1>Bir ders</h1>${one}<p>arada metin</p>${two}</body></html>`;

  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  await page.goto(`${lab.origin}/kurs/ders.html`);
  const frames = page.locator("iframe");
  assert.equal(await frames.count(), 2);
  for (let i = 0; i < 2; i++) {
    await page.waitForFunction((i) => {
      const f = document.querySelectorAll("iframe")[i];
      const inner = f.contentDocument?.body?.scrollHeight ?? 0;
      return inner > 300 && Math.abs(f.getBoundingClientRect().height - inner) <= 2;
    }, i, { timeout: 20000 });
  }
  const inner = page.frameLocator("iframe").first();
  assert.equal(await inner.getByTestId("slider-kesici-kosum-slots").inputValue(), "36");
  assert.equal(await inner.locator(".site.embed").count(), 1);
  assert.equal(await inner.locator("section.widget").count(), 1);
  const second = page.frameLocator("iframe").nth(1);
  await second.getByText("The caller's signature").first().waitFor();
  assert.deepEqual(problems, []);
});

test("each lesson page names its oEmbed document, and the document is there", async () => {
  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  for (const n of [1, 2]) {
    await page.goto(`${lab.origin}${MOUNT}?lesson=${n}`);
    await page.getByTestId(`lesson-${n}`).waitFor();
    const href = await page.locator("link[type='application/json+oembed']").getAttribute("href");
    const doc = await page.evaluate(async (h) => (await fetch(h)).json(), href);
    assert.equal(doc.type, "rich");
    assert.match(doc.html, new RegExp(`lesson=${n}`));
  }
  assert.deepEqual(problems, []);
});

/// RFC 4180, enough for our files: quoted cells with doubled quotes, CRLF rows.
function parseCsv(text) {
  const rows = [];
  let row = [], cell = "", quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; }
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") { row.push(cell); cell = ""; }
    else if (ch === "\r" && text[i + 1] === "\n") { row.push(cell); rows.push(row); row = []; cell = ""; i++; }
    else cell += ch;
  }
  return rows;
}

test("CSV export holds exactly the cells the table shows", async () => {
  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  await page.goto(`${lab.origin}${MOUNT}?lesson=2&kesici/kosum.threshold=0.3`);
  const id = "table-kesici-kosum-runs";
  await page.getByTestId(id).waitFor();
  const shown = await page.getByTestId(id).evaluate((t) =>
    [...t.querySelectorAll("tr")].map((r) => [...r.children].map((c) => c.textContent)));
  const button = page.getByTestId(`csv-${id}`);
  assert.deepEqual(parseCsv(await button.getAttribute("data-csv")), shown);
  assert.equal(await button.getAttribute("data-file"), "ders02-kesici-kosum-runs-threshold0.3.csv");
  const download = page.waitForEvent("download");
  await button.click();
  assert.equal((await download).suggestedFilename(), "ders02-kesici-kosum-runs-threshold0.3.csv");
  assert.deepEqual(problems, []);
});

test("a hundred malformed links each open a working page with a notice", async () => {
  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  const junk = ["%", "%zz", "abc", "-1", "1e999", "NaN", "0x10", "", "9999999", "2.5", "tr", "<b>", "kesici/kosum"];
  const keys = ["lesson", "lang", "step", "embed", "widget", "v", "nope"];
  // The values of the page's own models (another page's wait for that page: lab.test.mjs).
  const own = {
    1: ["kipler/bulasma.timeout", "kipler/gorunum.seed", "kipler/bulasma.zzz"],
    2: ["kesici/kosum.slots", "kesici/kosum.threshold", "kesici/kosum.fault_at", "kesici/kosum.zzz"],
  };
  let seed = 7;
  const pick = (xs) => xs[(seed = (seed * 48271) % 2147483647) % xs.length];
  for (let i = 0; i < 100; i++) {
    const lesson = pick(["1", "2", "1", "2", "x"]);
    const parts = ["lesson=" + lesson];
    for (let k = 0; k < 3; k++) parts.push(`${pick([...keys, ...(own[lesson] ?? own[2])])}=${encodeURIComponent(pick(junk))}`);
    await page.goto(`${lab.origin}${MOUNT}?${parts.join("&")}`);
    await page.locator("main").waitFor();
    await page.waitForFunction(() => document.querySelector("[data-testid=course-map], article.lesson"))
      .catch(async (e) => {
        // What the page showed when the wait ran out (a loading line, an error, nothing).
        const main = await page.locator("main").innerText().catch((why) => why.message);
        throw new Error(`${e.message}\n?${parts.join("&")}: main says ${JSON.stringify(main.slice(0, 300))}`);
      });
    const hasNotice = await page.getByTestId("link-notice").count();
    assert.ok(hasNotice === 1, `no notice for ?${parts.join("&")}`);
    assert.equal(await page.getByTestId("panic").count(), 0);
  }
  assert.deepEqual(problems, []);
});
