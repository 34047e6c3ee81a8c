// The printed handout, through Chromium's own PDF output: "Yazdır / Print" lays out the current
// state as an A4 sheet (the intro, each step's question with its options and an empty answer
// box, the charts and tables, the page's link as text and as a QR code). pdftotext must find the
// questions and the tables' figures; pdftoppm's pages must be A4 and drawn (OUT=dir keeps them
// to look at).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync, copyFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { site, watchedPage } from "./harness.mjs";

const work = mkdtempSync(join(tmpdir(), "lab-handout-"));
const lab = site();

/// The PNG's width and height, from its header.
function pngSize(path) {
  const head = execFileSync("head", ["-c", "24", path]);
  return [head.readUInt32BE(16), head.readUInt32BE(20)];
}

test("the handout of lesson 2 prints as A4 with its questions, answer boxes, figures, link and QR code", async () => {
  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  await page.goto(`${lab.origin}/?lesson=2&lang=tr&kesici/kosum.threshold=0.3`);
  await page.getByTestId("table-kesici-kosum-runs").waitFor();
  await page.evaluate(() => { window.print = () => { window.printed = true; }; });
  await page.getByTestId("print").click();
  await page.waitForFunction(() => window.printed === true);
  await page.getByTestId("handout").waitFor({ state: "attached" });
  // Every chart is drawn for the sheet, also those that were far below the fold.
  await page.waitForFunction(() => [...document.querySelectorAll(".chart")].every((c) => c.querySelector("svg")));
  const questions = await page.locator(".handout-step p").allInnerTexts();
  const steps = await page.locator("[data-testid^=step-tab-]").count();
  assert.equal(questions.length, steps);
  assert.equal(await page.locator(".answer-box").count(), steps);
  const url = await page.getByTestId("handout-url").innerText();
  assert.match(url, /\?v=1&lesson=2&lang=tr&kesici\/kosum\.threshold=0\.3$/);
  assert.equal(await page.locator(".handout .qr svg path").count(), 1);
  const figures = await page.getByTestId("table-kesici-kosum-runs").evaluate((t) =>
    [...t.querySelectorAll("tbody td")].map((c) => c.textContent.trim()).filter((s) => /^\d{3,}$/.test(s)));
  assert.ok(figures.length >= 4, `figures: ${figures}`);

  const pdf = join(work, "handout.pdf");
  writeFileSync(pdf, await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true }));
  const text = execFileSync("pdftotext", ["-layout", pdf, "-"]).toString();
  const flat = text.replace(/\s+/g, " ");
  for (const q of questions) {
    const start = q.replace(/\s+/g, " ").slice(0, 40);
    assert.ok(flat.includes(start), `the question "${start}" is not in the PDF`);
  }
  for (const f of figures.slice(0, 8)) assert.ok(flat.includes(f), `the figure ${f} is not in the PDF`);
  assert.ok(flat.includes("Tahminim ve gerekçem"), "no answer box in the PDF");
  // Every step that offers options prints them, not only a choice: lesson 2 asks for directions
  // too, and a choice's options come filled in.
  assert.ok(flat.includes("aşağı yukarı aynı kalır"), "a direction's options are not in the PDF");
  assert.ok(!flat.includes("{"), "a placeholder is left in the PDF");
  assert.ok(flat.replace(/ /g, "").includes("kesici/kosum.threshold=0.3"), "the link is not in the PDF");
  // No control made it to paper.
  assert.ok(!flat.includes("Kursun değerlerine dön"), "a control is on the sheet");
  assert.ok(!flat.includes("Sonucu göster"), "the steps' buttons are on the sheet");

  execFileSync("pdftoppm", ["-r", "40", "-png", pdf, join(work, "page")]);
  const pages = readdirSync(work).filter((f) => f.startsWith("page") && f.endsWith(".png")).sort();
  assert.ok(pages.length >= 2 && pages.length <= 12, `${pages.length} pages`);
  for (const p of pages) {
    const [w, h] = pngSize(join(work, p));
    assert.ok(Math.abs(w / h - 210 / 297) < 0.01, `${p} is ${w}×${h}, not A4`);
  }
  if (process.env.OUT) {
    mkdirSync(process.env.OUT, { recursive: true });
    execFileSync("pdftoppm", ["-r", "70", "-png", pdf, join(process.env.OUT, "handout")]);
    copyFileSync(pdf, join(process.env.OUT, "handout.pdf"));
  }
  // After printing the page is as before: the handout is gone from the screen.
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await page.waitForFunction(() => !document.querySelector("[data-testid=handout]"));
  assert.deepEqual(problems, []);
  await page.close();
});
