/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ workshopTitle: NonNullable<unknown> }} Email_Group_Assigned_SubjectInputs */

const en_email_group_assigned_subject = /** @type {(inputs: Email_Group_Assigned_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your group for ${i?.workshopTitle}`)
};

const fr_email_group_assigned_subject = /** @type {(inputs: Email_Group_Assigned_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre groupe pour ${i?.workshopTitle}`)
};

/**
* | output |
* | --- |
* | "Your group for {workshopTitle}" |
*
* @param {Email_Group_Assigned_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_assigned_subject = /** @type {((inputs: Email_Group_Assigned_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Group_Assigned_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_group_assigned_subject(inputs)
	return en_email_group_assigned_subject(inputs)
});