/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Run_In_UseInputs */

const en_admin_workshop_run_in_use = /** @type {(inputs: Admin_Workshop_Run_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A removed run has bookings: it cannot be deleted. Deactivate it instead.`)
};

const fr_admin_workshop_run_in_use = /** @type {(inputs: Admin_Workshop_Run_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un créneau retiré a des réservations : il ne peut pas être supprimé. Désactivez-le plutôt.`)
};

/**
* | output |
* | --- |
* | "A removed run has bookings: it cannot be deleted. Deactivate it instead." |
*
* @param {Admin_Workshop_Run_In_UseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_run_in_use = /** @type {((inputs?: Admin_Workshop_Run_In_UseInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Run_In_UseInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_run_in_use(inputs)
	return en_admin_workshop_run_in_use(inputs)
});