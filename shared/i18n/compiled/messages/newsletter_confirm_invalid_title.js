/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Confirm_Invalid_TitleInputs */

const en_newsletter_confirm_invalid_title = /** @type {(inputs: Newsletter_Confirm_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This confirmation link is not valid`)
};

const fr_newsletter_confirm_invalid_title = /** @type {(inputs: Newsletter_Confirm_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de confirmation n'est pas valide`)
};

/**
* | output |
* | --- |
* | "This confirmation link is not valid" |
*
* @param {Newsletter_Confirm_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_confirm_invalid_title = /** @type {((inputs?: Newsletter_Confirm_Invalid_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Confirm_Invalid_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_confirm_invalid_title(inputs)
	return en_newsletter_confirm_invalid_title(inputs)
});