/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Share_CapitalInputs */

const en_legal_share_capital = /** @type {(inputs: Legal_Share_CapitalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share capital`)
};

const fr_legal_share_capital = /** @type {(inputs: Legal_Share_CapitalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capital social`)
};

/**
* | output |
* | --- |
* | "Share capital" |
*
* @param {Legal_Share_CapitalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_share_capital = /** @type {((inputs?: Legal_Share_CapitalInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Share_CapitalInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_legal_share_capital(inputs)
	return en_legal_share_capital(inputs)
});