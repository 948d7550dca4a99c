/** Euros typed by an admin ('270', '270,50', '270.5') to cents; null when it is not an amount. */
export function eurosToCents(value: string): number | null {
  const text = value.trim().replace(/\s|€/g, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/**
 * Cents back into an edit form, written the French way the form's hint shows:
 * 27000 -> '270', 24950 -> '249,50'.
 */
export function centsToEurosInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  if (cents % 100 === 0) return String(cents / 100);
  return (cents / 100).toFixed(2).replace(".", ",");
}

/** CSV amounts: euros with two decimals and a decimal comma ('270,00'), a number to a French Excel. */
export function centsToEurosCsv(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  return (cents / 100).toFixed(2).replace(".", ",");
}
