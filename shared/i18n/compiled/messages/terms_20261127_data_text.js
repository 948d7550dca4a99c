/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Terms_20261127_Data_TextInputs */

const en_terms_20261127_data_text = /** @type {(inputs: Terms_20261127_Data_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We use your details and your teen's only to run your booking. What we keep, for how long, and how to download or erase it is on our ${i?.link}.`)
};

const fr_terms_20261127_data_text = /** @type {(inputs: Terms_20261127_Data_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous utilisons vos coordonnées et celles de votre adolescent uniquement pour la réservation. Ce que nous conservons, combien de temps, et comment le télécharger ou l'effacer figure sur notre ${i?.link}.`)
};

/**
* | output |
* | --- |
* | "We use your details and your teen's only to run your booking. What we keep, for how long, and how to download or erase it is on our {link}." |
*
* @param {Terms_20261127_Data_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_data_text = /** @type {((inputs: Terms_20261127_Data_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Data_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_data_text(inputs)
	return en_terms_20261127_data_text(inputs)
});