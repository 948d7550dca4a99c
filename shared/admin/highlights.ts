/** docs/product/accounts-and-back-office.md#workshops-screen: highlights are typed one per line; blank lines are dropped. */
export function highlightsFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

export function highlightsToText(highlights: readonly string[]): string {
  return highlights.join("\n");
}
