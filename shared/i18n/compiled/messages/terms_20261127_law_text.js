/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Law_TextInputs */

const en_terms_20261127_law_text = /** @type {(inputs: Terms_20261127_Law_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These terms and every booking are governed by French law. They take away none of the protection that the mandatory rules of your country of residence give you as a consumer.`)
};

const fr_terms_20261127_law_text = /** @type {(inputs: Terms_20261127_Law_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces conditions et chaque réservation sont soumises au droit français. Elles ne vous privent d'aucune des protections que vous accordent, en tant que consommateur, les règles impératives de votre pays de résidence.`)
};

/**
* | output |
* | --- |
* | "These terms and every booking are governed by French law. They take away none of the protection that the mandatory rules of your country of residence give yo..." |
*
* @param {Terms_20261127_Law_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_law_text = /** @type {((inputs?: Terms_20261127_Law_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Law_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_law_text(inputs)
	return en_terms_20261127_law_text(inputs)
});