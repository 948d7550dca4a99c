/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Page_Unavailable_TitleInputs */

const en_error_page_unavailable_title = /** @type {(inputs: Error_Page_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We'll be right back`)
};

const fr_error_page_unavailable_title = /** @type {(inputs: Error_Page_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous revenons tout de suite`)
};

/**
* | output |
* | --- |
* | "We'll be right back" |
*
* @param {Error_Page_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_page_unavailable_title = /** @type {((inputs?: Error_Page_Unavailable_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Page_Unavailable_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_error_page_unavailable_title(inputs)
	return en_error_page_unavailable_title(inputs)
});