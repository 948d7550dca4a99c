import { chromium } from "playwright-core";
const base = "http://localhost:3202";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const pages = process.argv.slice(2);
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } });
  const page = await context.newPage();
  page.on("console", (m) => { if (m.type() === "error") console.log("console:", m.text()); });
  page.on("pageerror", (e) => console.log("pageerror:", e.message));
  const res = await page.request.post(base + "/api/auth/sign-in/email", { data: { email: "admin@academy.test", password: "admin-password-1" }, headers: { Origin: base } });
  if (res.status() !== 200) console.log("sign-in", res.status(), await res.text());
  for (const p of pages) {
    const [path, click] = p.split("|");
    await page.goto(base + path, { waitUntil: "networkidle" });
    if (click) { await page.getByRole("button", { name: click }).first().click(); await page.waitForTimeout(500); }
    const name = `/tmp/bo-shots/${(path + (click ?? "")).replace(/[^a-z0-9]+/gi, "_")}-${width}.png`;
    await page.screenshot({ path: name, fullPage: !click });
    console.log(name);
  }
  await context.close();
}
await browser.close();
