/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Run_Below_BookedInputs */

const en_admin_workshop_run_below_booked = /** @type {(inputs: Admin_Workshop_Run_Below_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A run's capacity cannot be below its booked seats.`)
};

const fr_admin_workshop_run_below_booked = /** @type {(inputs: Admin_Workshop_Run_Below_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La capacité d'un créneau ne peut pas être inférieure à ses places réservées.`)
};

/**
* | output |
* | --- |
* | "A run's capacity cannot be below its booked seats." |
*
* @param {Admin_Workshop_Run_Below_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_run_below_booked = /** @type {((inputs?: Admin_Workshop_Run_Below_BookedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Run_Below_BookedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_run_below_booked(inputs)
	return en_admin_workshop_run_below_booked(inputs)
});