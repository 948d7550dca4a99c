/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Choose_GroupInputs */

const en_booking_choose_group = /** @type {(inputs: Booking_Choose_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a group.`)
};

const fr_booking_choose_group = /** @type {(inputs: Booking_Choose_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir un groupe.`)
};

/**
* | output |
* | --- |
* | "Please choose a group." |
*
* @param {Booking_Choose_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_choose_group = /** @type {((inputs?: Booking_Choose_GroupInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Choose_GroupInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_choose_group(inputs)
	return en_booking_choose_group(inputs)
});