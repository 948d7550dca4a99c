/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_SwitchedInputs */

const en_booking_page_switched = /** @type {(inputs: Booking_Page_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your booking has moved to the new group. We have e-mailed you the new dates and calendar file.`)
};

const fr_booking_page_switched = /** @type {(inputs: Booking_Page_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre réservation est passée dans le nouveau groupe. Nous vous avons envoyé par e-mail les nouvelles dates et le fichier de calendrier.`)
};

/**
* | output |
* | --- |
* | "Your booking has moved to the new group. We have e-mailed you the new dates and calendar file." |
*
* @param {Booking_Page_SwitchedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_switched = /** @type {((inputs?: Booking_Page_SwitchedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_SwitchedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_switched(inputs)
	return en_booking_page_switched(inputs)
});