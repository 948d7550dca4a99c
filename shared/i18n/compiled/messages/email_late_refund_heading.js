/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Late_Refund_HeadingInputs */

const en_email_late_refund_heading = /** @type {(inputs: Email_Late_Refund_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The workshop filled up: you have been refunded`)
};

const fr_email_late_refund_heading = /** @type {(inputs: Email_Late_Refund_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'atelier est complet : vous avez été remboursé`)
};

/**
* | output |
* | --- |
* | "The workshop filled up: you have been refunded" |
*
* @param {Email_Late_Refund_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_late_refund_heading = /** @type {((inputs?: Email_Late_Refund_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Late_Refund_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_late_refund_heading(inputs)
	return en_email_late_refund_heading(inputs)
});