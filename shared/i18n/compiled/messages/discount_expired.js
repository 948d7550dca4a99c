/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Discount_ExpiredInputs */

const en_discount_expired = /** @type {(inputs: Discount_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This discount code has expired.`)
};

const fr_discount_expired = /** @type {(inputs: Discount_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code de réduction a expiré.`)
};

/**
* | output |
* | --- |
* | "This discount code has expired." |
*
* @param {Discount_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const discount_expired = /** @type {((inputs?: Discount_ExpiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Discount_ExpiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_discount_expired(inputs)
	return en_discount_expired(inputs)
});