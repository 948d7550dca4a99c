/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ workshopTitle: NonNullable<unknown> }} Email_Group_Change_SubjectInputs */

const en_email_group_change_subject = /** @type {(inputs: Email_Group_Change_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Updated sessions for ${i?.workshopTitle}`)
};

const fr_email_group_change_subject = /** @type {(inputs: Email_Group_Change_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Séances modifiées pour ${i?.workshopTitle}`)
};

/**
* | output |
* | --- |
* | "Updated sessions for {workshopTitle}" |
*
* @param {Email_Group_Change_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_change_subject = /** @type {((inputs: Email_Group_Change_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Group_Change_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_group_change_subject(inputs)
	return en_email_group_change_subject(inputs)
});