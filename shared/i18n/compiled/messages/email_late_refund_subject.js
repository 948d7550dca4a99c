/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ workshopTitle: NonNullable<unknown> }} Email_Late_Refund_SubjectInputs */

const en_email_late_refund_subject = /** @type {(inputs: Email_Late_Refund_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund: ${i?.workshopTitle} is full`)
};

const fr_email_late_refund_subject = /** @type {(inputs: Email_Late_Refund_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remboursement : ${i?.workshopTitle} est complet`)
};

/**
* | output |
* | --- |
* | "Refund: {workshopTitle} is full" |
*
* @param {Email_Late_Refund_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_late_refund_subject = /** @type {((inputs: Email_Late_Refund_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Late_Refund_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_late_refund_subject(inputs)
	return en_email_late_refund_subject(inputs)
});