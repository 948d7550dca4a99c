/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Refund_Notice_ButtonInputs */

const en_email_refund_notice_button = /** @type {(inputs: Email_Refund_Notice_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handle the request`)
};

const fr_email_refund_notice_button = /** @type {(inputs: Email_Refund_Notice_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traiter la demande`)
};

/**
* | output |
* | --- |
* | "Handle the request" |
*
* @param {Email_Refund_Notice_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_notice_button = /** @type {((inputs?: Email_Refund_Notice_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Refund_Notice_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_refund_notice_button(inputs)
	return en_email_refund_notice_button(inputs)
});