/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_All_StatusesInputs */

const en_admin_all_statuses = /** @type {(inputs: Admin_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All statuses`)
};

const fr_admin_all_statuses = /** @type {(inputs: Admin_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les statuts`)
};

/**
* | output |
* | --- |
* | "All statuses" |
*
* @param {Admin_All_StatusesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_all_statuses = /** @type {((inputs?: Admin_All_StatusesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_All_StatusesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_all_statuses(inputs)
	return en_admin_all_statuses(inputs)
});