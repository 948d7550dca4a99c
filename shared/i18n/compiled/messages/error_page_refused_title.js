/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Page_Refused_TitleInputs */

const en_error_page_refused_title = /** @type {(inputs: Error_Page_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request refused`)
};

const fr_error_page_refused_title = /** @type {(inputs: Error_Page_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requête refusée`)
};

/**
* | output |
* | --- |
* | "Request refused" |
*
* @param {Error_Page_Refused_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_page_refused_title = /** @type {((inputs?: Error_Page_Refused_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Page_Refused_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_page_refused_title(inputs)
	return en_error_page_refused_title(inputs)
});