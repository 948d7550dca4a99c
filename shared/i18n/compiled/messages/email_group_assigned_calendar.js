/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Group_Assigned_CalendarInputs */

const en_email_group_assigned_calendar = /** @type {(inputs: Email_Group_Assigned_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add the sessions to your calendar with the attached file.`)
};

const fr_email_group_assigned_calendar = /** @type {(inputs: Email_Group_Assigned_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez les séances à votre agenda avec le fichier joint.`)
};

/**
* | output |
* | --- |
* | "Add the sessions to your calendar with the attached file." |
*
* @param {Email_Group_Assigned_CalendarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_assigned_calendar = /** @type {((inputs?: Email_Group_Assigned_CalendarInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Group_Assigned_CalendarInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_group_assigned_calendar(inputs)
	return en_email_group_assigned_calendar(inputs)
});