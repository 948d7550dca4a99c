/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Confirmed_More_WorkshopsInputs */

const en_booking_confirmed_more_workshops = /** @type {(inputs: Booking_Confirmed_More_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore More Workshops`)
};

const fr_booking_confirmed_more_workshops = /** @type {(inputs: Booking_Confirmed_More_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrir d'autres ateliers`)
};

/**
* | output |
* | --- |
* | "Explore More Workshops" |
*
* @param {Booking_Confirmed_More_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_more_workshops = /** @type {((inputs?: Booking_Confirmed_More_WorkshopsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Confirmed_More_WorkshopsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_confirmed_more_workshops(inputs)
	return en_booking_confirmed_more_workshops(inputs)
});