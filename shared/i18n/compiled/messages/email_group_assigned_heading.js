/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Group_Assigned_HeadingInputs */

const en_email_group_assigned_heading = /** @type {(inputs: Email_Group_Assigned_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your group is set`)
};

const fr_email_group_assigned_heading = /** @type {(inputs: Email_Group_Assigned_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre groupe est fixé`)
};

/**
* | output |
* | --- |
* | "Your group is set" |
*
* @param {Email_Group_Assigned_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_assigned_heading = /** @type {((inputs?: Email_Group_Assigned_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Group_Assigned_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_group_assigned_heading(inputs)
	return en_email_group_assigned_heading(inputs)
});