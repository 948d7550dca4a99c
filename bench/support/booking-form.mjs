/**
 * The booking form a benchmark's n-th family sends (its own parent e-mail, so no two families share
 * a hold cap), with `extra` fields such as a discount code.
 */
export const benchBookingForm = (n, extra = {}) => ({
  teenFirstName: "Bench",
  teenLastName: "Teen",
  teenAge: "13",
  parentFirstName: "Bench",
  parentLastName: "Parent",
  parentEmail: `bench-${n}@example.com`,
  ...extra,
});
