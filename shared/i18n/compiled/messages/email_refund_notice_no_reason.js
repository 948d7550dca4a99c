/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Refund_Notice_No_ReasonInputs */

const en_email_refund_notice_no_reason = /** @type {(inputs: Email_Refund_Notice_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not given`)
};

const fr_email_refund_notice_no_reason = /** @type {(inputs: Email_Refund_Notice_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non précisé`)
};

/**
* | output |
* | --- |
* | "Not given" |
*
* @param {Email_Refund_Notice_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_notice_no_reason = /** @type {((inputs?: Email_Refund_Notice_No_ReasonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Refund_Notice_No_ReasonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_refund_notice_no_reason(inputs)
	return en_email_refund_notice_no_reason(inputs)
});