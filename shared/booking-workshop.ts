import type { PublicGroup } from "./group-label.ts";

/** The workshop as the booking pages carry it between steps (display only; the server reprices). */
export type BookingWorkshop = {
  id: string;
  title: string;
  /** Euro cents. */
  price: number;
  duration: string;
  sessions: string;
  ageMin: number;
  ageMax: number;
  startLabel: string;
  /** Its groups on sale, to choose from; empty: the booking waits for a group. */
  groups: PublicGroup[];
};
