/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Page_Home_LinkInputs */

const en_error_page_home_link = /** @type {(inputs: Error_Page_Home_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return to home`)
};

const fr_error_page_home_link = /** @type {(inputs: Error_Page_Home_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l'accueil`)
};

/**
* | output |
* | --- |
* | "Return to home" |
*
* @param {Error_Page_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_page_home_link = /** @type {((inputs?: Error_Page_Home_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Page_Home_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_page_home_link(inputs)
	return en_error_page_home_link(inputs)
});