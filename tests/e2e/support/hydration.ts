import type { Page } from "@playwright/test";

/*
 * A page that hydrates at once still shows the server's HTML for a moment: a press in that moment
 * reaches no React handler and is lost (a dialog that never opens). The root layout marks <html>
 * with data-hydrated once React has taken over (app/root.tsx).
 */

const waiting = new WeakSet<Page>();

/** Resolves once React has hydrated the page, or at once on a page that hydrates on the first interaction. */
export async function waitForHydration(page: Page) {
  // A page hydrated on the first interaction (app/lib/deferred-hydration.ts) has no module script
  // until then: a test interacts with its server HTML on purpose.
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" ||
      document.querySelector('script[type="module"]') === null,
  );
}

/** From now on, `page.goto` and `page.reload` return once the page they load has hydrated. */
export function navigationsWaitForHydration(page: Page) {
  if (waiting.has(page)) return;
  waiting.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // "commit" asks for the answer only: the document may not be read yet.
    if (options?.waitUntil !== "commit") await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== "commit") await waitForHydration(page);
    return response;
  };
}
