import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { WorkshopsOverview } from "./workshops-overview.tsx";

test("the home page shows no topic tile for an inactive workshop", () => {
  const html = renderToString(
    <MemoryRouter>
      <WorkshopsOverview
        workshops={["goals", "confidence", "habits", "productivity", "emotional-intelligence"].map((id) => ({
          id,
          startLabel: "Coming Soon",
        }))}
      />
    </MemoryRouter>,
  );
  expect(html).toContain('href="/workshops#goals"');
  expect(html).toContain("Emotional Intelligence");
  expect(html).not.toContain("Social Skills");
  expect(html).not.toContain('href="/workshops#social-skills"');
});

test("each topic tile says its workshop's next start", () => {
  const html = renderToString(
    <MemoryRouter>
      <WorkshopsOverview
        workshops={[
          { id: "goals", startLabel: "10 December 2026" },
          { id: "habits", startLabel: "Coming Soon" },
        ]}
      />
    </MemoryRouter>,
  );
  expect(html).toContain("Next start: 10 December 2026");
  expect(html).toContain("Next start: Coming Soon");
});
