/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Reminder_HeadingInputs */

const en_email_reminder_heading = /** @type {(inputs: Email_Reminder_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See you soon`)
};

const fr_email_reminder_heading = /** @type {(inputs: Email_Reminder_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À bientôt`)
};

/**
* | output |
* | --- |
* | "See you soon" |
*
* @param {Email_Reminder_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_reminder_heading = /** @type {((inputs?: Email_Reminder_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Reminder_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_reminder_heading(inputs)
	return en_email_reminder_heading(inputs)
});