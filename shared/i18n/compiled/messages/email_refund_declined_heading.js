/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Refund_Declined_HeadingInputs */

const en_email_refund_declined_heading = /** @type {(inputs: Email_Refund_Declined_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund request declined`)
};

const fr_email_refund_declined_heading = /** @type {(inputs: Email_Refund_Declined_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande de remboursement refusée`)
};

/**
* | output |
* | --- |
* | "Refund request declined" |
*
* @param {Email_Refund_Declined_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_declined_heading = /** @type {((inputs?: Email_Refund_Declined_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Refund_Declined_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_refund_declined_heading(inputs)
	return en_email_refund_declined_heading(inputs)
});