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

test("a topic tile's link is named by the words it shows, the topic alone (its start is described)", () => {
  const html = renderToString(
    <MemoryRouter>
      <WorkshopsOverview workshops={[{ id: "goals", startLabel: "10 December 2026" }]} />
    </MemoryRouter>,
  );
  const link = /<a [^>]*href="\/workshops#goals"[^>]*>([^<]*)<\/a>/.exec(html);
  expect(link?.[1]).toBe("Goal Setting");
  expect(link?.[0]).toContain('aria-describedby="topic-goals-start"');
  expect(link?.[0]).not.toContain("aria-labelledby");
});
