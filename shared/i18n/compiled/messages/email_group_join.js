/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Group_JoinInputs */

const en_email_group_join = /** @type {(inputs: Email_Group_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video link:`)
};

const fr_email_group_join = /** @type {(inputs: Email_Group_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien vidéo :`)
};

/**
* | output |
* | --- |
* | "Video link:" |
*
* @param {Email_Group_JoinInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_group_join = /** @type {((inputs?: Email_Group_JoinInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Group_JoinInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_group_join(inputs)
	return en_email_group_join(inputs)
});