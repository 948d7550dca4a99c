/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Data_LinkInputs */

const en_terms_20261127_data_link = /** @type {(inputs: Terms_20261127_Data_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`privacy page`)
};

const fr_terms_20261127_data_link = /** @type {(inputs: Terms_20261127_Data_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`page de confidentialité`)
};

/**
* | output |
* | --- |
* | "privacy page" |
*
* @param {Terms_20261127_Data_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_data_link = /** @type {((inputs?: Terms_20261127_Data_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Data_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_data_link(inputs)
	return en_terms_20261127_data_link(inputs)
});