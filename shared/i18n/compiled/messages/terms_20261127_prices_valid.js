/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Prices_ValidInputs */

const en_terms_20261127_prices_valid = /** @type {(inputs: Terms_20261127_Prices_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A price shown stays valid as long as the group has a free seat and has not started.`)
};

const fr_terms_20261127_prices_valid = /** @type {(inputs: Terms_20261127_Prices_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un prix affiché reste valable tant que le groupe a une place libre et n'a pas commencé.`)
};

/**
* | output |
* | --- |
* | "A price shown stays valid as long as the group has a free seat and has not started." |
*
* @param {Terms_20261127_Prices_ValidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_prices_valid = /** @type {((inputs?: Terms_20261127_Prices_ValidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Prices_ValidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_prices_valid(inputs)
	return en_terms_20261127_prices_valid(inputs)
});