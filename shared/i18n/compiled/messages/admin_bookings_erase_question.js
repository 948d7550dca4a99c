/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Admin_Bookings_Erase_QuestionInputs */

const en_admin_bookings_erase_question = /** @type {(inputs: Admin_Bookings_Erase_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Erase the teen's name, age and special requests from booking ${i?.reference}? The reference, dates, amounts and the parent's details are kept. This cannot be undone.`)
};

const fr_admin_bookings_erase_question = /** @type {(inputs: Admin_Bookings_Erase_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Effacer le nom, l'âge et les demandes particulières de l'adolescent de la réservation ${i?.reference} ? La référence, les dates, les montants et les coordonnées du parent sont conservés. Cette action est définitive.`)
};

/**
* | output |
* | --- |
* | "Erase the teen's name, age and special requests from booking {reference}? The reference, dates, amounts and the parent's details are kept. This cannot be und..." |
*
* @param {Admin_Bookings_Erase_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_erase_question = /** @type {((inputs: Admin_Bookings_Erase_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bookings_Erase_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_bookings_erase_question(inputs)
	return en_admin_bookings_erase_question(inputs)
});