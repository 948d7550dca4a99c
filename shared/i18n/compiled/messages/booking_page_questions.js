/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_QuestionsInputs */

const en_booking_page_questions = /** @type {(inputs: Booking_Page_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions about your booking? Write to`)
};

const fr_booking_page_questions = /** @type {(inputs: Booking_Page_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une question sur votre réservation ? Écrivez à`)
};

/**
* | output |
* | --- |
* | "Questions about your booking? Write to" |
*
* @param {Booking_Page_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_questions = /** @type {((inputs?: Booking_Page_QuestionsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_QuestionsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_questions(inputs)
	return en_booking_page_questions(inputs)
});