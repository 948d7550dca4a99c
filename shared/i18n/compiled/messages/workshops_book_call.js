/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_Book_CallInputs */

const en_workshops_book_call = /** @type {(inputs: Workshops_Book_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a Free Call`)
};

const fr_workshops_book_call = /** @type {(inputs: Workshops_Book_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver un appel gratuit`)
};

/**
* | output |
* | --- |
* | "Book a Free Call" |
*
* @param {Workshops_Book_CallInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_book_call = /** @type {((inputs?: Workshops_Book_CallInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_Book_CallInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_book_call(inputs)
	return en_workshops_book_call(inputs)
});