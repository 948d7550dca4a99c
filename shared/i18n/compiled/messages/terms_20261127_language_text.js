/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Terms_20261127_Language_TextInputs */

const en_terms_20261127_language_text = /** @type {(inputs: Terms_20261127_Language_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`These terms exist in English and in French, and the ${i?.link} is open to every family whatever language it books in. Where the two differ, the one more favourable to you applies.`)
};

const fr_terms_20261127_language_text = /** @type {(inputs: Terms_20261127_Language_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ces conditions existent en anglais et en français, et la ${i?.link} est ouverte à toutes les familles, quelle que soit la langue de leur réservation. Si les deux diffèrent, la plus favorable pour vous s'applique.`)
};

/**
* | output |
* | --- |
* | "These terms exist in English and in French, and the {link} is open to every family whatever language it books in. Where the two differ, the one more favourab..." |
*
* @param {Terms_20261127_Language_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_language_text = /** @type {((inputs: Terms_20261127_Language_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Language_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_language_text(inputs)
	return en_terms_20261127_language_text(inputs)
});