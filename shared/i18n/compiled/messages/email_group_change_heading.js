/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Group_Change_HeadingInputs */

const en_email_group_change_heading = /** @type {(inputs: Email_Group_Change_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your group has changed`)
};

const fr_email_group_change_heading = /** @type {(inputs: Email_Group_Change_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre groupe a changé`)
};

/**
* | output |
* | --- |
* | "Your group has changed" |
*
* @param {Email_Group_Change_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_change_heading = /** @type {((inputs?: Email_Group_Change_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Group_Change_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_group_change_heading(inputs)
	return en_email_group_change_heading(inputs)
});