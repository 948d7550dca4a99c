/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Refund_Get_BackInputs */

const en_refund_get_back = /** @type {(inputs: Refund_Get_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You will get ${i?.amount} back.`)
};

const fr_refund_get_back = /** @type {(inputs: Refund_Get_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous serez remboursé de ${i?.amount}.`)
};

/**
* | output |
* | --- |
* | "You will get {amount} back." |
*
* @param {Refund_Get_BackInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_get_back = /** @type {((inputs: Refund_Get_BackInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Get_BackInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_get_back(inputs)
	return en_refund_get_back(inputs)
});