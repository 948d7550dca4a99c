/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Runs_InvalidInputs */

const en_admin_workshop_runs_invalid = /** @type {(inputs: Admin_Workshop_Runs_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The runs are not valid`)
};

const fr_admin_workshop_runs_invalid = /** @type {(inputs: Admin_Workshop_Runs_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les créneaux ne sont pas valides`)
};

/**
* | output |
* | --- |
* | "The runs are not valid" |
*
* @param {Admin_Workshop_Runs_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_runs_invalid = /** @type {((inputs?: Admin_Workshop_Runs_InvalidInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Runs_InvalidInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_runs_invalid(inputs)
	return en_admin_workshop_runs_invalid(inputs)
});