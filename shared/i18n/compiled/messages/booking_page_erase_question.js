/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Erase_QuestionInputs */

const en_booking_page_erase_question = /** @type {(inputs: Booking_Page_Erase_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erase your child's details?`)
};

const fr_booking_page_erase_question = /** @type {(inputs: Booking_Page_Erase_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer les informations de votre enfant ?`)
};

/**
* | output |
* | --- |
* | "Erase your child's details?" |
*
* @param {Booking_Page_Erase_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_erase_question = /** @type {((inputs?: Booking_Page_Erase_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Erase_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_erase_question(inputs)
	return en_booking_page_erase_question(inputs)
});