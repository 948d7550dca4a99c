/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academyName: NonNullable<unknown> }} Receipt_ThanksInputs */

const en_receipt_thanks = /** @type {(inputs: Receipt_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for booking with ${i?.academyName}.`)
};

const fr_receipt_thanks = /** @type {(inputs: Receipt_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci d'avoir réservé chez ${i?.academyName}.`)
};

/**
* | output |
* | --- |
* | "Thank you for booking with {academyName}." |
*
* @param {Receipt_ThanksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_thanks = /** @type {((inputs: Receipt_ThanksInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_ThanksInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_receipt_thanks(inputs)
	return en_receipt_thanks(inputs)
});