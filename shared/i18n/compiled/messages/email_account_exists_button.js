/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Account_Exists_ButtonInputs */

const en_email_account_exists_button = /** @type {(inputs: Email_Account_Exists_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

const fr_email_account_exists_button = /** @type {(inputs: Email_Account_Exists_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Email_Account_Exists_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_account_exists_button = /** @type {((inputs?: Email_Account_Exists_ButtonInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Account_Exists_ButtonInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_account_exists_button(inputs)
	return en_email_account_exists_button(inputs)
});