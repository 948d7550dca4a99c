/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ workshopTitle: NonNullable<unknown>, when: NonNullable<unknown> }} Email_Reminder_SubjectInputs */

const en_email_reminder_subject = /** @type {(inputs: Email_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reminder: ${i?.workshopTitle}, ${i?.when}`)
};

const fr_email_reminder_subject = /** @type {(inputs: Email_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rappel : ${i?.workshopTitle}, ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Reminder: {workshopTitle}, {when}" |
*
* @param {Email_Reminder_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_reminder_subject = /** @type {((inputs: Email_Reminder_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Reminder_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_reminder_subject(inputs)
	return en_email_reminder_subject(inputs)
});