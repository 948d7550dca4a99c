/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Refund_Notice_HeadingInputs */

const en_email_refund_notice_heading = /** @type {(inputs: Email_Refund_Notice_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund request`)
};

const fr_email_refund_notice_heading = /** @type {(inputs: Email_Refund_Notice_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande de remboursement`)
};

/**
* | output |
* | --- |
* | "Refund request" |
*
* @param {Email_Refund_Notice_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_notice_heading = /** @type {((inputs?: Email_Refund_Notice_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Refund_Notice_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_refund_notice_heading(inputs)
	return en_email_refund_notice_heading(inputs)
});