import * as z from "zod/mini";
import { asLanguage } from "#shared/language.ts";

/**
 * The `language` field a public page's script posts with its JSON requests: the page's language,
 * which the family's messages then follow (docs/product/languages-and-texts.md#the-familys-language).
 * Anything but a known language reads as English, as the English pages never sent one.
 */
export const postedLanguage = z.pipe(z.optional(z.unknown()), z.transform(asLanguage));
