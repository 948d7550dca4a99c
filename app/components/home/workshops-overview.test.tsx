import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { WorkshopsOverview } from "./workshops-overview.tsx";

test("the home page shows no topic tile for an inactive workshop", () => {
  const html = renderToString(
    <MemoryRouter>
      <WorkshopsOverview
        workshopIds={["goals", "confidence", "habits", "productivity", "emotional-intelligence"]}
      />
    </MemoryRouter>,
  );
  expect(html).toContain('href="/workshops#goals"');
  expect(html).toContain("Emotional Intelligence");
  expect(html).not.toContain("Social Skills");
  expect(html).not.toContain('href="/workshops#social-skills"');
});
