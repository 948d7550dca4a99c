/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Already_ErasedInputs */

const en_booking_page_already_erased = /** @type {(inputs: Booking_Page_Already_ErasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your child's details have already been erased.`)
};

const fr_booking_page_already_erased = /** @type {(inputs: Booking_Page_Already_ErasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les données de votre enfant sont déjà effacées.`)
};

/**
* | output |
* | --- |
* | "Your child's details have already been erased." |
*
* @param {Booking_Page_Already_ErasedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_already_erased = /** @type {((inputs?: Booking_Page_Already_ErasedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Already_ErasedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_already_erased(inputs)
	return en_booking_page_already_erased(inputs)
});