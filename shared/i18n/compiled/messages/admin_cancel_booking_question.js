/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Admin_Cancel_Booking_QuestionInputs */

const en_admin_cancel_booking_question = /** @type {(inputs: Admin_Cancel_Booking_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Are you sure you want to cancel booking ${i?.reference}? The place will be freed and offered to the first family on the waiting list; the parent will be told by e-mail.`)
};

const fr_admin_cancel_booking_question = /** @type {(inputs: Admin_Cancel_Booking_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Êtes-vous sûr de vouloir annuler la réservation ${i?.reference} ? La place sera libérée et proposée à la première famille de la liste d'attente ; le parent sera prévenu par e-mail.`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to cancel booking {reference}? The place will be freed and offered to the first family on the waiting list; the parent will be told by ..." |
*
* @param {Admin_Cancel_Booking_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_booking_question = /** @type {((inputs: Admin_Cancel_Booking_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Booking_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_cancel_booking_question(inputs)
	return en_admin_cancel_booking_question(inputs)
});