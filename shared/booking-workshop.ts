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
};
