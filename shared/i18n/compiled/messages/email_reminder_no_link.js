/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Reminder_No_LinkInputs */

const en_email_reminder_no_link = /** @type {(inputs: Email_Reminder_No_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The video link will follow by e-mail before the session.`)
};

const fr_email_reminder_no_link = /** @type {(inputs: Email_Reminder_No_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien vidéo suivra par e-mail avant la séance.`)
};

/**
* | output |
* | --- |
* | "The video link will follow by e-mail before the session." |
*
* @param {Email_Reminder_No_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_reminder_no_link = /** @type {((inputs?: Email_Reminder_No_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Reminder_No_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_reminder_no_link(inputs)
	return en_email_reminder_no_link(inputs)
});