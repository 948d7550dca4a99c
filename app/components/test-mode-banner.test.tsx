import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { TestModeBanner } from "./test-mode-banner.tsx";

const bannerAt = (path: string) =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <TestModeBanner />
    </MemoryRouter>,
  );

test("the test-mode banner speaks the page's language: French in the back-office and on the cancelled page", () => {
  for (const path of ["/admin", "/admin/bookings", "/productivity-workshop/cancelled"]) {
    const html = bannerAt(path);
    expect(html, path).toContain('lang="fr"');
    expect(html, path).toContain("Mode test\u00a0: aucun paiement réel n&#x27;est encaissé.");
  }
  for (const path of ["/", "/workshops", "/administration-fees"]) {
    const html = bannerAt(path);
    expect(html, path).toContain('lang="en"');
    expect(html, path).toContain('aria-label="Test mode"');
  }
});
