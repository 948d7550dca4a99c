/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Refund_Notice_IntroInputs */

const en_email_refund_notice_intro = /** @type {(inputs: Email_Refund_Notice_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A family that is not satisfied after the first session asks for a refund: it is yours to decide.`)
};

const fr_email_refund_notice_intro = /** @type {(inputs: Email_Refund_Notice_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une famille qui n'est pas satisfaite après la première séance demande un remboursement : à vous de décider.`)
};

/**
* | output |
* | --- |
* | "A family that is not satisfied after the first session asks for a refund: it is yours to decide." |
*
* @param {Email_Refund_Notice_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_notice_intro = /** @type {((inputs?: Email_Refund_Notice_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Refund_Notice_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_refund_notice_intro(inputs)
	return en_email_refund_notice_intro(inputs)
});