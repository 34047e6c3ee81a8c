// Accessibility audit with axe-core (WCAG 2.0–2.2 A and AA rules) on the course map and every
// built lesson, in Turkish and in English. axe runs through the DevTools protocol, so the page's
// Content-Security-Policy stays in force.
import { test } from "node:test";
import assert from "node:assert/strict";
import { audit, site, watchedPage } from "./harness.mjs";

const lab = site();

test("axe finds no violation on any page, in Turkish and in English", async () => {
  const { page, problems } = await watchedPage(lab.browser, lab.origin);
  await page.goto(`${lab.origin}/`);
  await page.getByTestId("course-map").waitFor();
  const lessons = await page.locator(".section li.built a").evaluateAll((as) =>
    as.map((a) => new URL(a.href).searchParams.get("lesson")));
  const pages = ["", ...lessons.map((n) => `?lesson=${n}`)];
  const found = [];
  for (const q of pages) {
    for (const lang of ["tr", "en"]) {
      const sep = q ? "&" : "?";
      await page.goto(`${lab.origin}/${q}${sep}lang=${lang}`);
      await page.waitForFunction(() => document.querySelector("[data-testid=course-map], article.lesson"));
      await page.waitForFunction(() => [...document.querySelectorAll(".chart")].every((c) => c.querySelector("svg")));
      // Open the first step so its question and answers are audited too.
      if (q) await page.getByTestId("step-tab-1").click();
      for (const v of await audit(page)) found.push(`${q || "/"} ${lang}: ${v}`);
    }
  }
  assert.deepEqual(found, []);
  assert.deepEqual(problems, []);
});
