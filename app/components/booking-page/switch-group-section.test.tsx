import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import type { BookingPageView, SwitchableGroup } from "#shared/booking-page.ts";
import { SwitchGroupSection } from "./switch-group-section.tsx";

const schedule = {
  timeZone: "America/New_York",
  weekday: 4,
  startTime: "16:00",
  firstSessionDate: "2026-12-10",
  sessionCount: 3,
  sessionMinutes: 60,
};

function render(groups: SwitchableGroup[]) {
  const booking = { switching: { ok: true, groups } } as unknown as BookingPageView;
  // The section's form needs a data router; its language comes from the path.
  const router = createMemoryRouter(
    [{ path: "*", element: <SwitchGroupSection booking={booking} token="t" /> }],
    {
      initialEntries: ["/bookings/t"],
    },
  );
  return renderToString(<RouterProvider router={router} />);
}

const checked = (html: string) =>
  [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((m) => m[0].includes("checked"));

test("with one other group to move to, it comes ticked; with two, the family chooses", () => {
  expect(checked(render([{ id: "g2", schedule, free: 3 }]))).toEqual([true]);
  // A full group is shown but not a choice: the one open group is still ticked.
  expect(
    checked(
      render([
        { id: "g2", schedule, free: 0 },
        { id: "g3", schedule, free: 2 },
      ]),
    ),
  ).toEqual([false, true]);
  expect(
    checked(
      render([
        { id: "g2", schedule, free: 1 },
        { id: "g3", schedule, free: 2 },
      ]),
    ),
  ).toEqual([false, false]);
});
