/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Email_Confirmed_TitleInputs */

const en_home_email_confirmed_title = /** @type {(inputs: Home_Email_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address is confirmed.`)
};

const fr_home_email_confirmed_title = /** @type {(inputs: Home_Email_Confirmed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail est confirmée.`)
};

/**
* | output |
* | --- |
* | "Your email address is confirmed." |
*
* @param {Home_Email_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_email_confirmed_title = /** @type {((inputs?: Home_Email_Confirmed_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Email_Confirmed_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_email_confirmed_title(inputs)
	return en_home_email_confirmed_title(inputs)
});