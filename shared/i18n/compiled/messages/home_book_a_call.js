/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Book_A_CallInputs */

const en_home_book_a_call = /** @type {(inputs: Home_Book_A_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a Call`)
};

const fr_home_book_a_call = /** @type {(inputs: Home_Book_A_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver un appel`)
};

/**
* | output |
* | --- |
* | "Book a Call" |
*
* @param {Home_Book_A_CallInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_book_a_call = /** @type {((inputs?: Home_Book_A_CallInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Book_A_CallInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_book_a_call(inputs)
	return en_home_book_a_call(inputs)
});