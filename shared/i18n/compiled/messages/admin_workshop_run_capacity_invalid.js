/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Run_Capacity_InvalidInputs */

const en_admin_workshop_run_capacity_invalid = /** @type {(inputs: Admin_Workshop_Run_Capacity_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A run's capacity must be a positive whole number`)
};

const fr_admin_workshop_run_capacity_invalid = /** @type {(inputs: Admin_Workshop_Run_Capacity_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La capacité d'un créneau doit être un entier positif`)
};

/**
* | output |
* | --- |
* | "A run's capacity must be a positive whole number" |
*
* @param {Admin_Workshop_Run_Capacity_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_run_capacity_invalid = /** @type {((inputs?: Admin_Workshop_Run_Capacity_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Run_Capacity_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_run_capacity_invalid(inputs)
	return en_admin_workshop_run_capacity_invalid(inputs)
});