/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Late_Refund_Late_BeforeInputs */

const en_email_late_refund_late_before = /** @type {(inputs: Email_Late_Refund_Late_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment reached us after the seat we were holding for you had been released, and `)
};

const fr_email_late_refund_late_before = /** @type {(inputs: Email_Late_Refund_Late_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre paiement nous est parvenu après la libération de la place que nous vous réservions, et `)
};

/**
* | output |
* | --- |
* | "Your payment reached us after the seat we were holding for you had been released, and" |
*
* @param {Email_Late_Refund_Late_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_late_refund_late_before = /** @type {((inputs?: Email_Late_Refund_Late_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Late_Refund_Late_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_late_refund_late_before(inputs)
	return en_email_late_refund_late_before(inputs)
});