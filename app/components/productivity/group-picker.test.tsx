import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { GroupPicker } from "./group-picker.tsx";

test("a group with one spot left says '1 spot left', others '2 spots left' or 'Full'", () => {
  // The component reads the page's language from the router (app/lib/use-language.ts).
  const html = renderToString(
    <MemoryRouter initialEntries={["/productivity-workshop"]}>
      <GroupPicker
        legend="Choose a schedule"
        selected={null}
        onSelect={() => {}}
        groups={[
          { id: "a", dateRange: "Mondays", timeText: "4-5 PM EST", spotsLeft: 1 },
          { id: "b", dateRange: "Wednesdays", timeText: "6-7 PM EST", spotsLeft: 2 },
          { id: "c", dateRange: "Saturdays", timeText: "10-11 AM EST", spotsLeft: 0 },
        ]}
      />
    </MemoryRouter>,
  );
  expect(html).toContain("1 spot left");
  expect(html).not.toContain("1 spots");
  expect(html).toContain("2 spots left");
  expect(html).toContain("Full");
});
