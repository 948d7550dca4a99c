/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Price_InvalidInputs */

const en_admin_workshop_price_invalid = /** @type {(inputs: Admin_Workshop_Price_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The price must be an amount in euros (e.g. 270 or 249.50)`)
};

const fr_admin_workshop_price_invalid = /** @type {(inputs: Admin_Workshop_Price_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le prix doit être un montant en euros (ex. 270 ou 249,50)`)
};

/**
* | output |
* | --- |
* | "The price must be an amount in euros (e.g. 270 or 249.50)" |
*
* @param {Admin_Workshop_Price_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_price_invalid = /** @type {((inputs?: Admin_Workshop_Price_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Price_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_price_invalid(inputs)
	return en_admin_workshop_price_invalid(inputs)
});