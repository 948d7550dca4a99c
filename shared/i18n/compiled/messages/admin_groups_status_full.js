/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Status_FullInputs */

const en_admin_groups_status_full = /** @type {(inputs: Admin_Groups_Status_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full`)
};

const fr_admin_groups_status_full = /** @type {(inputs: Admin_Groups_Status_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complet`)
};

/**
* | output |
* | --- |
* | "Full" |
*
* @param {Admin_Groups_Status_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_status_full = /** @type {((inputs?: Admin_Groups_Status_FullInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Status_FullInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_status_full(inputs)
	return en_admin_groups_status_full(inputs)
});