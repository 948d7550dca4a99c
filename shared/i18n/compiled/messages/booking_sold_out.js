/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Sold_OutInputs */

const en_booking_sold_out = /** @type {(inputs: Booking_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This workshop is now full. Join the waiting list to hear when a place opens.`)
};

const fr_booking_sold_out = /** @type {(inputs: Booking_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet atelier est désormais complet. Inscrivez-vous sur la liste d'attente pour être prévenu dès qu'une place se libère.`)
};

/**
* | output |
* | --- |
* | "This workshop is now full. Join the waiting list to hear when a place opens." |
*
* @param {Booking_Sold_OutInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_sold_out = /** @type {((inputs?: Booking_Sold_OutInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Sold_OutInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_sold_out(inputs)
	return en_booking_sold_out(inputs)
});