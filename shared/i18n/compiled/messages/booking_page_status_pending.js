/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Status_PendingInputs */

const en_booking_page_status_pending = /** @type {(inputs: Booking_Page_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awaiting payment`)
};

const fr_booking_page_status_pending = /** @type {(inputs: Booking_Page_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente de paiement`)
};

/**
* | output |
* | --- |
* | "Awaiting payment" |
*
* @param {Booking_Page_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_status_pending = /** @type {((inputs?: Booking_Page_Status_PendingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Status_PendingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_status_pending(inputs)
	return en_booking_page_status_pending(inputs)
});