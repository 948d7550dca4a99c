/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Confirmed_ManageInputs */

const en_booking_confirmed_manage = /** @type {(inputs: Booking_Confirmed_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage your booking`)
};

const fr_booking_confirmed_manage = /** @type {(inputs: Booking_Confirmed_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gérer votre réservation`)
};

/**
* | output |
* | --- |
* | "Manage your booking" |
*
* @param {Booking_Confirmed_ManageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_manage = /** @type {((inputs?: Booking_Confirmed_ManageInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Confirmed_ManageInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_confirmed_manage(inputs)
	return en_booking_confirmed_manage(inputs)
});