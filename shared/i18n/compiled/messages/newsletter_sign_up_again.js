/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Sign_Up_AgainInputs */

const en_newsletter_sign_up_again = /** @type {(inputs: Newsletter_Sign_Up_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up again`)
};

const fr_newsletter_sign_up_again = /** @type {(inputs: Newsletter_Sign_Up_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se réinscrire`)
};

/**
* | output |
* | --- |
* | "Sign up again" |
*
* @param {Newsletter_Sign_Up_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_sign_up_again = /** @type {((inputs?: Newsletter_Sign_Up_AgainInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Sign_Up_AgainInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_sign_up_again(inputs)
	return en_newsletter_sign_up_again(inputs)
});