/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Nothing_BackInputs */

const en_refund_nothing_back = /** @type {(inputs: Refund_Nothing_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will get nothing back: this booking was free.`)
};

const fr_refund_nothing_back = /** @type {(inputs: Refund_Nothing_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne serez pas remboursé : cette réservation était gratuite.`)
};

/**
* | output |
* | --- |
* | "You will get nothing back: this booking was free." |
*
* @param {Refund_Nothing_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_nothing_back = /** @type {((inputs?: Refund_Nothing_BackInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Nothing_BackInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_nothing_back(inputs)
	return en_refund_nothing_back(inputs)
});