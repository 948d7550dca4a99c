/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Admin_Workshops_Seats_Per_RunInputs */

const en_admin_workshops_seats_per_run = /** @type {(inputs: Admin_Workshops_Seats_Per_RunInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seats per run of ${i?.title}`)
};

const fr_admin_workshops_seats_per_run = /** @type {(inputs: Admin_Workshops_Seats_Per_RunInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Places par créneau de ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Seats per run of {title}" |
*
* @param {Admin_Workshops_Seats_Per_RunInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_seats_per_run = /** @type {((inputs: Admin_Workshops_Seats_Per_RunInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshops_Seats_Per_RunInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshops_seats_per_run(inputs)
	return en_admin_workshops_seats_per_run(inputs)
});