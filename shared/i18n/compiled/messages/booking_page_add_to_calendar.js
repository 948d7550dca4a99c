/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Add_To_CalendarInputs */

const en_booking_page_add_to_calendar = /** @type {(inputs: Booking_Page_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to calendar (.ics)`)
};

const fr_booking_page_add_to_calendar = /** @type {(inputs: Booking_Page_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter au calendrier (.ics)`)
};

/**
* | output |
* | --- |
* | "Add to calendar (.ics)" |
*
* @param {Booking_Page_Add_To_CalendarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_add_to_calendar = /** @type {((inputs?: Booking_Page_Add_To_CalendarInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Add_To_CalendarInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_add_to_calendar(inputs)
	return en_booking_page_add_to_calendar(inputs)
});