/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ workshopTitle: NonNullable<unknown>, reference: NonNullable<unknown> }} Email_Withdrawal_SubjectInputs */

const en_email_withdrawal_subject = /** @type {(inputs: Email_Withdrawal_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Withdrawal acknowledged: ${i?.workshopTitle} (${i?.reference})`)
};

const fr_email_withdrawal_subject = /** @type {(inputs: Email_Withdrawal_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accusé de réception de votre rétractation : ${i?.workshopTitle} (${i?.reference})`)
};

/**
* | output |
* | --- |
* | "Withdrawal acknowledged: {workshopTitle} ({reference})" |
*
* @param {Email_Withdrawal_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_withdrawal_subject = /** @type {((inputs: Email_Withdrawal_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Withdrawal_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_withdrawal_subject(inputs)
	return en_email_withdrawal_subject(inputs)
});