/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Order_IntroInputs */

const en_terms_20261127_order_intro = /** @type {(inputs: Terms_20261127_Order_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A booking takes six steps:`)
};

const fr_terms_20261127_order_intro = /** @type {(inputs: Terms_20261127_Order_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une réservation se fait en six étapes :`)
};

/**
* | output |
* | --- |
* | "A booking takes six steps:" |
*
* @param {Terms_20261127_Order_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_order_intro = /** @type {((inputs?: Terms_20261127_Order_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Order_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_order_intro(inputs)
	return en_terms_20261127_order_intro(inputs)
});