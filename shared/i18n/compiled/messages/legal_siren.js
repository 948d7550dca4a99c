/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_SirenInputs */

const en_legal_siren = /** @type {(inputs: Legal_SirenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SIREN`)
};

const fr_legal_siren = /** @type {(inputs: Legal_SirenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SIREN`)
};

/**
* | output |
* | --- |
* | "SIREN" |
*
* @param {Legal_SirenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_siren = /** @type {((inputs?: Legal_SirenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_SirenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_legal_siren(inputs)
	return en_legal_siren(inputs)
});