const publicFormat = new Intl.NumberFormat("en-IE", {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 2,
});
const adminFormat = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

/** Public pages: "€270", or "€216.50" when there are cents. */
export function formatEuros(cents: number) {
  const whole = cents % 100 === 0;
  return whole
    ? new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(
        cents / 100,
      )
    : publicFormat.format(cents / 100);
}

/** Back-office: "270,00 €". */
export function formatEurosFr(cents: number) {
  return adminFormat.format(cents / 100);
}
