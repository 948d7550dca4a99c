/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_BookableInputs */

const en_not_bookable = /** @type {(inputs: Not_BookableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This workshop is not open for booking.`)
};

const fr_not_bookable = /** @type {(inputs: Not_BookableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet atelier n'est pas ouvert à la réservation.`)
};

/**
* | output |
* | --- |
* | "This workshop is not open for booking." |
*
* @param {Not_BookableInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const not_bookable = /** @type {((inputs?: Not_BookableInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_BookableInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_not_bookable(inputs)
	return en_not_bookable(inputs)
});