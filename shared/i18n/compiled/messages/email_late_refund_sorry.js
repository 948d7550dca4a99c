/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Late_Refund_SorryInputs */

const en_email_late_refund_sorry = /** @type {(inputs: Email_Late_Refund_SorryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are sorry for the trouble.`)
};

const fr_email_late_refund_sorry = /** @type {(inputs: Email_Late_Refund_SorryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés pour ce désagrément.`)
};

/**
* | output |
* | --- |
* | "We are sorry for the trouble." |
*
* @param {Email_Late_Refund_SorryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_late_refund_sorry = /** @type {((inputs?: Email_Late_Refund_SorryInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Late_Refund_SorryInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_late_refund_sorry(inputs)
	return en_email_late_refund_sorry(inputs)
});