// Renders the sharing image (Open Graph, 1200x630) and the PNG logo used in JSON-LD from HTML,
// with the system Chromium: `node scripts/render-social-images.mjs`. The PNGs are committed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const root = path.resolve(import.meta.dirname, "..");
const svg = (file) => `data:image/svg+xml;base64,${readFileSync(path.join(root, file)).toString("base64")}`;

const ogHtml = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;font-family:Arial,Helvetica,sans-serif;
background:linear-gradient(135deg,#e3f2ef 0%,#fffdf9 60%,#fdebe5 100%);display:flex;align-items:center;gap:48px;padding:0 72px;box-sizing:border-box">
<div style="flex:1">
  <div style="display:flex;align-items:center;gap:16px"><img src="${svg("public/favicon.svg")}" width="64" height="64">
  <span style="font-size:34px;font-weight:bold;color:#0f6b63">Teen Growth Academy</span></div>
  <p style="margin:36px 0 0;font-size:58px;line-height:1.1;font-weight:800;color:#1c2434">Life-skills workshops for teens aged 10-16</p>
  <p style="margin:28px 0 0;font-size:26px;color:#5b6472">Live online · groups of 4-6 · expert coaches</p>
</div>
<img src="${svg("public/images/hero-group-call.svg")}" width="440">
</body></html>`;

const logoHtml = `<!doctype html><html><body style="margin:0;width:512px;height:512px;background:#fff">
<img src="${svg("public/favicon.svg")}" width="512" height="512"></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
for (const [html, width, height, file] of [
  [ogHtml, 1200, 630, "public/images/og-image.png"],
  [logoHtml, 512, 512, "public/images/logo.png"],
]) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html, { waitUntil: "load" });
  await page.screenshot({ path: path.join(root, file) });
  await page.close();
}
await browser.close();
