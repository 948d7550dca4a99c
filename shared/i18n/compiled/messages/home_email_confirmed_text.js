/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Email_Confirmed_TextInputs */

const en_home_email_confirmed_text = /** @type {(inputs: Home_Email_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. You can now sign in with your email and password.`)
};

const fr_home_email_confirmed_text = /** @type {(inputs: Home_Email_Confirmed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci. Vous pouvez maintenant vous connecter avec votre adresse e-mail et votre mot de passe.`)
};

/**
* | output |
* | --- |
* | "Thank you. You can now sign in with your email and password." |
*
* @param {Home_Email_Confirmed_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_email_confirmed_text = /** @type {((inputs?: Home_Email_Confirmed_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Email_Confirmed_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_email_confirmed_text(inputs)
	return en_home_email_confirmed_text(inputs)
});