/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Data_TextInputs */

const en_booking_page_data_text = /** @type {(inputs: Booking_Page_Data_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download everything we hold about this booking, as a JSON file. Your child's names, age and special requests are erased automatically 90 days after the group's last session; you can erase them earlier once the group has ended or the booking is cancelled.`)
};

const fr_booking_page_data_text = /** @type {(inputs: Booking_Page_Data_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléchargez tout ce que nous conservons sur cette réservation, dans un fichier JSON. Les nom et prénom, l'âge et les demandes particulières de votre enfant sont effacés automatiquement 90 jours après la dernière séance du groupe ; vous pouvez les effacer plus tôt, une fois le groupe terminé ou la réservation annulée.`)
};

/**
* | output |
* | --- |
* | "Download everything we hold about this booking, as a JSON file. Your child's names, age and special requests are erased automatically 90 days after the group..." |
*
* @param {Booking_Page_Data_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_data_text = /** @type {((inputs?: Booking_Page_Data_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Data_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_data_text(inputs)
	return en_booking_page_data_text(inputs)
});