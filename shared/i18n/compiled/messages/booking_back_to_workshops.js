/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Back_To_WorkshopsInputs */

const en_booking_back_to_workshops = /** @type {(inputs: Booking_Back_To_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to all workshops`)
};

const fr_booking_back_to_workshops = /** @type {(inputs: Booking_Back_To_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à tous les ateliers`)
};

/**
* | output |
* | --- |
* | "Back to all workshops" |
*
* @param {Booking_Back_To_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_back_to_workshops = /** @type {((inputs?: Booking_Back_To_WorkshopsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Back_To_WorkshopsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_back_to_workshops(inputs)
	return en_booking_back_to_workshops(inputs)
});