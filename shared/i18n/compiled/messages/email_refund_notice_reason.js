/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Refund_Notice_ReasonInputs */

const en_email_refund_notice_reason = /** @type {(inputs: Email_Refund_Notice_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const fr_email_refund_notice_reason = /** @type {(inputs: Email_Refund_Notice_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Email_Refund_Notice_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_notice_reason = /** @type {((inputs?: Email_Refund_Notice_ReasonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Refund_Notice_ReasonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_refund_notice_reason(inputs)
	return en_email_refund_notice_reason(inputs)
});