/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Email_Invalid_TitleInputs */

const en_home_email_invalid_title = /** @type {(inputs: Home_Email_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This confirmation link is not valid.`)
};

const fr_home_email_invalid_title = /** @type {(inputs: Home_Email_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de confirmation n'est pas valide.`)
};

/**
* | output |
* | --- |
* | "This confirmation link is not valid." |
*
* @param {Home_Email_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_email_invalid_title = /** @type {((inputs?: Home_Email_Invalid_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Email_Invalid_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_email_invalid_title(inputs)
	return en_home_email_invalid_title(inputs)
});