/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Page_DescriptionInputs */

const en_auth_page_description = /** @type {(inputs: Auth_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to manage the academy.`)
};

const fr_auth_page_description = /** @type {(inputs: Auth_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour gérer l'académie.`)
};

/**
* | output |
* | --- |
* | "Sign in to manage the academy." |
*
* @param {Auth_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_page_description = /** @type {((inputs?: Auth_Page_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Page_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_page_description(inputs)
	return en_auth_page_description(inputs)
});