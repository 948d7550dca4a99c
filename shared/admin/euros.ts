/** Euros typed by an admin ('270', '270,50', '270.5') to cents; null when it is not an amount. */
export function eurosToCents(value: string): number | null {
  const text = value.trim().replace(/\s|€/g, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** Cents back to what the admin typed, for an edit form: 27000 -> '270', 21650 -> '216.5'. */
export function centsToEurosInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  return String(cents / 100);
}

/** CSV amounts: euros with two decimals and a decimal comma ('270,00'), a number to a French Excel. */
export function centsToEurosCsv(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  return (cents / 100).toFixed(2).replace(".", ",");
}
