/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Status_ConfirmedInputs */

const en_booking_page_status_confirmed = /** @type {(inputs: Booking_Page_Status_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed`)
};

const fr_booking_page_status_confirmed = /** @type {(inputs: Booking_Page_Status_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmée`)
};

/**
* | output |
* | --- |
* | "Confirmed" |
*
* @param {Booking_Page_Status_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_status_confirmed = /** @type {((inputs?: Booking_Page_Status_ConfirmedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Status_ConfirmedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_status_confirmed(inputs)
	return en_booking_page_status_confirmed(inputs)
});