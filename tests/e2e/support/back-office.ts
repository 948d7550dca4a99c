import { readFile } from "node:fs/promises";
import { expect, type Cookie, type Locator, type Page } from "@playwright/test";
import { signInWithApi, type EnrolledAdmin } from "./accounts.ts";
import { e2eBaseUrl } from "./environment.ts";
import { navigationsWaitForHydration } from "./hydration.ts";

/** Session cookies of this worker's sign-ins, by server and administrator. */
const sessions = new Map<string, Cookie[]>();

/**
 * Signs the page's browser context in through the auth API, password then authenticator code
 * (the sign-in page has its own tests); a private server's when `baseUrl` is given. The first
 * sign-in of a worker is kept and its session cookies given to the next tests of that worker, as a
 * browser that stays signed in (a sign-in is two requests and a password hash each test would repeat).
 * The page's navigations then wait for React to have taken the page over (./hydration.ts).
 */
export async function signInAs(page: Page, admin: EnrolledAdmin, baseUrl = e2eBaseUrl) {
  // The back-office's pages hydrate at once, and its tests press on them as soon as they are there.
  navigationsWaitForHydration(page);
  const key = `${baseUrl} ${admin.email}`;
  const kept = sessions.get(key);
  if (kept) {
    await page.context().addCookies(kept);
    return;
  }
  await signInWithApi(page.request, admin, baseUrl);
  sessions.set(key, await page.context().cookies(baseUrl));
}

/** The sonner toast carrying `description`; it also shows its title ('Succès' or 'Erreur'). */
export async function expectToast(page: Page, title: "Succès" | "Erreur", description: string | RegExp) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: description }).first();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);
  if (title === "Erreur") await expect(toast).toHaveAttribute("data-type", "error");
  else await expect(toast).toHaveAttribute("data-type", "success");
}

/**
 * The back-office's CSV (for a French Excel: semicolons between fields, CRLF line ends) to rows of
 * cells, RFC 4180 quoting (quotes, doubled quotes, semicolons and line breaks inside quotes).
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ";") {
      row.push(cell);
      cell = "";
    } else if (char === "\n") {
      row.push(cell.replace(/\r$/, ""));
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Clicks the export link and returns the downloaded file's name, raw bytes and parsed rows. */
export async function downloadCsv(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const bytes = await readFile((await download.path())!);
  const text = bytes.toString("utf8");
  return { name: download.suggestedFilename(), bytes, rows: parseCsv(text.replace(/^\uFEFF/, "")) };
}

/** The table's body rows as text cells. */
export async function tableRows(table: Locator) {
  return table.locator("tbody tr").evaluateAll((rows) =>
    rows.map((row) =>
      // fr-FR amounts use (narrow) no-break spaces: compare them as plain spaces.
      Array.from(row.querySelectorAll("td")).map((cell) =>
        (cell.textContent ?? "").replace(/\s/g, " ").trim(),
      ),
    ),
  );
}

export const today = () => {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
  return parts;
};
