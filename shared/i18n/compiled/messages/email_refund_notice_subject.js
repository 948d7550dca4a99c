/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ workshopTitle: NonNullable<unknown>, reference: NonNullable<unknown> }} Email_Refund_Notice_SubjectInputs */

const en_email_refund_notice_subject = /** @type {(inputs: Email_Refund_Notice_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund request: ${i?.workshopTitle} (${i?.reference})`)
};

const fr_email_refund_notice_subject = /** @type {(inputs: Email_Refund_Notice_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demande de remboursement : ${i?.workshopTitle} (${i?.reference})`)
};

/**
* | output |
* | --- |
* | "Refund request: {workshopTitle} ({reference})" |
*
* @param {Email_Refund_Notice_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_notice_subject = /** @type {((inputs: Email_Refund_Notice_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Refund_Notice_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_refund_notice_subject(inputs)
	return en_email_refund_notice_subject(inputs)
});