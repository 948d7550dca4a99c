/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Erase_TextInputs */

const en_booking_page_erase_text = /** @type {(inputs: Booking_Page_Erase_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Their first and last name, age and special requests are erased from this booking, its payment and the e-mails we sent about it. This cannot be undone. The booking's reference, dates and amounts stay for the accounts.`)
};

const fr_booking_page_erase_text = /** @type {(inputs: Booking_Page_Erase_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ses nom et prénom, son âge et ses demandes particulières sont effacés de cette réservation, de son paiement et des e-mails que nous vous avons envoyés à son sujet. Cette action est irréversible. La référence, les dates et les montants de la réservation sont conservés pour la comptabilité.`)
};

/**
* | output |
* | --- |
* | "Their first and last name, age and special requests are erased from this booking, its payment and the e-mails we sent about it. This cannot be undone. The bo..." |
*
* @param {Booking_Page_Erase_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_erase_text = /** @type {((inputs?: Booking_Page_Erase_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Erase_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_erase_text(inputs)
	return en_booking_page_erase_text(inputs)
});