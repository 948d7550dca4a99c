/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ teenName: NonNullable<unknown>, number: NonNullable<unknown>, count: NonNullable<unknown>, workshopTitle: NonNullable<unknown>, when: NonNullable<unknown> }} Email_Reminder_SessionInputs */

const en_email_reminder_session = /** @type {(inputs: Email_Reminder_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.teenName}'s session ${i?.number} of ${i?.count} of ${i?.workshopTitle} starts ${i?.when}.`)
};

const fr_email_reminder_session = /** @type {(inputs: Email_Reminder_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La séance ${i?.number} sur ${i?.count} de ${i?.workshopTitle} pour ${i?.teenName} commence ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "{teenName}'s session {number} of {count} of {workshopTitle} starts {when}." |
*
* @param {Email_Reminder_SessionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_reminder_session = /** @type {((inputs: Email_Reminder_SessionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Reminder_SessionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_reminder_session(inputs)
	return en_email_reminder_session(inputs)
});