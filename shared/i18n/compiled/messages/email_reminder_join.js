/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Reminder_JoinInputs */

const en_email_reminder_join = /** @type {(inputs: Email_Reminder_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join with this link:`)
};

const fr_email_reminder_join = /** @type {(inputs: Email_Reminder_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez-la avec ce lien :`)
};

/**
* | output |
* | --- |
* | "Join with this link:" |
*
* @param {Email_Reminder_JoinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_reminder_join = /** @type {((inputs?: Email_Reminder_JoinInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Reminder_JoinInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_reminder_join(inputs)
	return en_email_reminder_join(inputs)
});