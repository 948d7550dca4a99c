/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Runs_Too_ManyInputs */

const en_admin_workshop_runs_too_many = /** @type {(inputs: Admin_Workshop_Runs_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Twenty runs at most`)
};

const fr_admin_workshop_runs_too_many = /** @type {(inputs: Admin_Workshop_Runs_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vingt créneaux au plus`)
};

/**
* | output |
* | --- |
* | "Twenty runs at most" |
*
* @param {Admin_Workshop_Runs_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_runs_too_many = /** @type {((inputs?: Admin_Workshop_Runs_Too_ManyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Runs_Too_ManyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_runs_too_many(inputs)
	return en_admin_workshop_runs_too_many(inputs)
});