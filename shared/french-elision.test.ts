import { expect, test } from "vitest";
import { elideFrench } from "./french-elision.ts";

test("'de' before a vowel becomes d' in French, wherever a name was put in", () => {
  expect(elideFrench("L'inscription de Inès et Hugo à Goals est confirmée.", "fr")).toBe(
    "L'inscription d'Inès et Hugo à Goals est confirmée.",
  );
  expect(elideFrench("Merci ! Les places de Élodie et de Anna dans ", "fr")).toBe(
    "Merci ! Les places d'Élodie et d'Anna dans ",
  );
  expect(elideFrench("De Inès", "fr")).toBe("D'Inès");
});

test("not before h, y, a consonant or a number, not inside a word, and never in English", () => {
  const unchanged = [
    "La place de Hugo",
    "Le groupe de Yanis",
    "La place de Léo",
    "de 16 h à 17 h",
    "Mode avancé",
    "Code Inès",
  ];
  for (const text of unchanged) expect(elideFrench(text, "fr")).toBe(text);
  expect(elideFrench("The place of de Inès", "en")).toBe("The place of de Inès");
});
