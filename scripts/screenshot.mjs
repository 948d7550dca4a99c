// Screenshots of pages at phone and desktop widths, for looking at what we build.
// Usage: node scripts/screenshot.mjs http://localhost:3000 / /workshops  (PNGs in test-results/screenshots)
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const [baseUrl, ...pages] = process.argv.slice(2);
const outDir = path.resolve("test-results/screenshots");
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
  for (const pagePath of pages) {
    await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: "networkidle" });
    // The parts below the fold are drawn only as they near the viewport (content-visibility: auto):
    // a full-page shot would show them blank, where a visitor scrolling sees them.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll("body *"))
        if (getComputedStyle(element).contentVisibility === "auto")
          element.style.contentVisibility = "visible";
    });
    const name = `${pagePath.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();
