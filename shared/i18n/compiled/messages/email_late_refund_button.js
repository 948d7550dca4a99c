/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Late_Refund_ButtonInputs */

const en_email_late_refund_button = /** @type {(inputs: Email_Late_Refund_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the waiting list`)
};

const fr_email_late_refund_button = /** @type {(inputs: Email_Late_Refund_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoindre la liste d'attente`)
};

/**
* | output |
* | --- |
* | "Join the waiting list" |
*
* @param {Email_Late_Refund_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_late_refund_button = /** @type {((inputs?: Email_Late_Refund_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Late_Refund_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_late_refund_button(inputs)
	return en_email_late_refund_button(inputs)
});