/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ parentName: NonNullable<unknown>, teenName: NonNullable<unknown> }} Productivity_Success_ThanksInputs */

const en_productivity_success_thanks = /** @type {(inputs: Productivity_Success_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you, ${i?.parentName}. ${i?.teenName}'s place is confirmed.`)
};

const fr_productivity_success_thanks = /** @type {(inputs: Productivity_Success_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci, ${i?.parentName}. La place de ${i?.teenName} est confirmée.`)
};

/**
* | output |
* | --- |
* | "Thank you, {parentName}. {teenName}'s place is confirmed." |
*
* @param {Productivity_Success_ThanksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_thanks = /** @type {((inputs: Productivity_Success_ThanksInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_ThanksInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_thanks(inputs)
	return en_productivity_success_thanks(inputs)
});