/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Group_Change_CalendarInputs */

const en_email_group_change_calendar = /** @type {(inputs: Email_Group_Change_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The attached calendar file replaces the previous one in your calendar.`)
};

const fr_email_group_change_calendar = /** @type {(inputs: Email_Group_Change_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le fichier de calendrier joint remplace le précédent dans votre agenda.`)
};

/**
* | output |
* | --- |
* | "The attached calendar file replaces the previous one in your calendar." |
*
* @param {Email_Group_Change_CalendarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_change_calendar = /** @type {((inputs?: Email_Group_Change_CalendarInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Group_Change_CalendarInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_group_change_calendar(inputs)
	return en_email_group_change_calendar(inputs)
});