/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Run_Time_RequiredInputs */

const en_admin_workshop_run_time_required = /** @type {(inputs: Admin_Workshop_Run_Time_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each run needs its time`)
};

const fr_admin_workshop_run_time_required = /** @type {(inputs: Admin_Workshop_Run_Time_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque créneau doit avoir son horaire`)
};

/**
* | output |
* | --- |
* | "Each run needs its time" |
*
* @param {Admin_Workshop_Run_Time_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_run_time_required = /** @type {((inputs?: Admin_Workshop_Run_Time_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Run_Time_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_run_time_required(inputs)
	return en_admin_workshop_run_time_required(inputs)
});