/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Late_Refund_WaitlistInputs */

const en_email_late_refund_waitlist = /** @type {(inputs: Email_Late_Refund_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the waiting list and we will write as soon as a place opens:`)
};

const fr_email_late_refund_waitlist = /** @type {(inputs: Email_Late_Refund_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez-vous sur la liste d'attente et nous vous écrirons dès qu'une place se libère :`)
};

/**
* | output |
* | --- |
* | "Join the waiting list and we will write as soon as a place opens:" |
*
* @param {Email_Late_Refund_WaitlistInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_late_refund_waitlist = /** @type {((inputs?: Email_Late_Refund_WaitlistInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Late_Refund_WaitlistInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_late_refund_waitlist(inputs)
	return en_email_late_refund_waitlist(inputs)
});