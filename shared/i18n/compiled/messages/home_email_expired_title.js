/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Email_Expired_TitleInputs */

const en_home_email_expired_title = /** @type {(inputs: Home_Email_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This confirmation link has expired.`)
};

const fr_home_email_expired_title = /** @type {(inputs: Home_Email_Expired_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de confirmation a expiré.`)
};

/**
* | output |
* | --- |
* | "This confirmation link has expired." |
*
* @param {Home_Email_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_email_expired_title = /** @type {((inputs?: Home_Email_Expired_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Email_Expired_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_email_expired_title(inputs)
	return en_home_email_expired_title(inputs)
});