/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Page_Erase_RefusedInputs */

const en_booking_page_erase_refused = /** @type {(inputs: Booking_Page_Erase_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We cannot erase your child's details yet: the coaches need your child's name while the group runs. You can erase them once the group has ended or the booking is cancelled.`)
};

const fr_booking_page_erase_refused = /** @type {(inputs: Booking_Page_Erase_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne pouvons pas encore effacer les données de votre enfant : les coachs ont besoin de son nom pendant les séances du groupe. Vous pourrez les effacer une fois le groupe terminé ou la réservation annulée.`)
};

/**
* | output |
* | --- |
* | "We cannot erase your child's details yet: the coaches need your child's name while the group runs. You can erase them once the group has ended or the booking..." |
*
* @param {Booking_Page_Erase_RefusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_erase_refused = /** @type {((inputs?: Booking_Page_Erase_RefusedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Page_Erase_RefusedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_booking_page_erase_refused(inputs)
	return en_booking_page_erase_refused(inputs)
});