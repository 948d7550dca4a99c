/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Late_Refund_Refund_BeforeInputs */

const en_email_late_refund_refund_before = /** @type {(inputs: Email_Late_Refund_Refund_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We have refunded the full amount of `)
};

const fr_email_late_refund_refund_before = /** @type {(inputs: Email_Late_Refund_Refund_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons remboursé la totalité de `)
};

/**
* | output |
* | --- |
* | "We have refunded the full amount of" |
*
* @param {Email_Late_Refund_Refund_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_late_refund_refund_before = /** @type {((inputs?: Email_Late_Refund_Refund_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Late_Refund_Refund_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_late_refund_refund_before(inputs)
	return en_email_late_refund_refund_before(inputs)
});