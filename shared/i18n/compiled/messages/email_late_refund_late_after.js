/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Late_Refund_Late_AfterInputs */

const en_email_late_refund_late_after = /** @type {(inputs: Email_Late_Refund_Late_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` is now full.`)
};

const fr_email_late_refund_late_after = /** @type {(inputs: Email_Late_Refund_Late_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` est désormais complet.`)
};

/**
* | output |
* | --- |
* | "is now full." |
*
* @param {Email_Late_Refund_Late_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_late_refund_late_after = /** @type {((inputs?: Email_Late_Refund_Late_AfterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Late_Refund_Late_AfterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_late_refund_late_after(inputs)
	return en_email_late_refund_late_after(inputs)
});