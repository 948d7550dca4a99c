/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_SiretInputs */

const en_legal_siret = /** @type {(inputs: Legal_SiretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SIRET`)
};

const fr_legal_siret = /** @type {(inputs: Legal_SiretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SIRET`)
};

/**
* | output |
* | --- |
* | "SIRET" |
*
* @param {Legal_SiretInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_siret = /** @type {((inputs?: Legal_SiretInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_SiretInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_legal_siret(inputs)
	return en_legal_siret(inputs)
});