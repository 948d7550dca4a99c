/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Hint_PriceInputs */

const en_admin_workshop_hint_price = /** @type {(inputs: Admin_Workshop_Hint_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For example 270 or 249.50`)
};

const fr_admin_workshop_hint_price = /** @type {(inputs: Admin_Workshop_Hint_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par exemple 270 ou 249,50`)
};

/**
* | output |
* | --- |
* | "For example 270 or 249.50" |
*
* @param {Admin_Workshop_Hint_PriceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_hint_price = /** @type {((inputs?: Admin_Workshop_Hint_PriceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Hint_PriceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_hint_price(inputs)
	return en_admin_workshop_hint_price(inputs)
});