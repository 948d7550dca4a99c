import { expect, test } from "vitest";
import fr from "./i18n/messages/fr.json" with { type: "json" };
import { frenchTypography } from "./french-typography.ts";

const NBSP = "\u00a0";

test("a no-break space goes before ? ! : ; and inside « »", () => {
  expect(frenchTypography("Êtes-vous sûr ?")).toBe(`Êtes-vous sûr${NBSP}?`);
  expect(frenchTypography("Bienvenue, {firstName}!")).toBe(`Bienvenue, {firstName}${NBSP}!`);
  expect(frenchTypography("Vide : aucun minimum ; rien")).toBe(`Vide${NBSP}: aucun minimum${NBSP}; rien`);
  expect(frenchTypography("Par exemple « 4 weeks »")).toBe(`Par exemple «${NBSP}4 weeks${NBSP}»`);
  expect(frenchTypography("«oui»")).toBe(`«${NBSP}oui${NBSP}»`);
  expect(frenchTypography("Vraiment ?!")).toBe(`Vraiment${NBSP}?!`);
});

test("values, web addresses and clock times are left alone, and a fixed text stays as it is", () => {
  expect(frenchTypography("Voir https://example.fr/a?b=c à 14:30")).toBe(
    "Voir https://example.fr/a?b=c à 14:30",
  );
  expect(frenchTypography("{label} : {booked}/{capacity}")).toBe(`{label}${NBSP}: {booked}/{capacity}`);
  const fixed = `Des questions\u202f? Écrivez-nous${NBSP}!`;
  expect(frenchTypography(fixed)).toBe(fixed);
});

test("the French catalogue follows French typography (scripts/french-typography.ts fixes it)", () => {
  const faults = Object.entries(fr)
    .filter(([key, value]) => !key.startsWith("$") && typeof value === "string")
    .filter(([, value]) => frenchTypography(value as string) !== value)
    .map(([key]) => key);
  expect(faults).toEqual([]);
});
