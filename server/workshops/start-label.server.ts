import type { CatalogueWorkshop } from "./catalogue.server.ts";

/** "Coming Soon" when there is no upcoming date (docs/product/catalogue-and-pages.md#start-dates), else the date in words: "15 October 2026". */
export function startLabel(workshop: Pick<CatalogueWorkshop, "upcomingStart">) {
  if (!workshop.upcomingStart) return "Coming Soon";
  const date = new Date(`${workshop.upcomingStart}T00:00:00Z`);
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(date);
}
