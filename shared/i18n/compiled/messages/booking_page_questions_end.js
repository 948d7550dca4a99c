/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Questions_EndInputs */

const en_booking_page_questions_end = /** @type {(inputs: Booking_Page_Questions_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`with your booking reference. Keep this page's link to yourself: anyone who has it can manage the booking.`)
};

const fr_booking_page_questions_end = /** @type {(inputs: Booking_Page_Questions_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en indiquant votre référence de réservation. Gardez le lien de cette page pour vous : toute personne qui l'a peut gérer la réservation.`)
};

/**
* | output |
* | --- |
* | "with your booking reference. Keep this page's link to yourself: anyone who has it can manage the booking." |
*
* @param {Booking_Page_Questions_EndInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_questions_end = /** @type {((inputs?: Booking_Page_Questions_EndInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Questions_EndInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_questions_end(inputs)
	return en_booking_page_questions_end(inputs)
});