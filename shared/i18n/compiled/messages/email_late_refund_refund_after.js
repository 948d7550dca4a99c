/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Late_Refund_Refund_AfterInputs */

const en_email_late_refund_refund_after = /** @type {(inputs: Email_Late_Refund_Refund_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; it reaches your card within 5-10 business days.`)
};

const fr_email_late_refund_refund_after = /** @type {(inputs: Email_Late_Refund_Refund_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` ; le remboursement arrive sur votre carte sous 5 à 10 jours ouvrés.`)
};

/**
* | output |
* | --- |
* | "; it reaches your card within 5-10 business days." |
*
* @param {Email_Late_Refund_Refund_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_late_refund_refund_after = /** @type {((inputs?: Email_Late_Refund_Refund_AfterInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Late_Refund_Refund_AfterInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_late_refund_refund_after(inputs)
	return en_email_late_refund_refund_after(inputs)
});