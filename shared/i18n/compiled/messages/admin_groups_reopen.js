/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_ReopenInputs */

const en_admin_groups_reopen = /** @type {(inputs: Admin_Groups_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reopen`)
};

const fr_admin_groups_reopen = /** @type {(inputs: Admin_Groups_ReopenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rouvrir`)
};

/**
* | output |
* | --- |
* | "Reopen" |
*
* @param {Admin_Groups_ReopenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_reopen = /** @type {((inputs?: Admin_Groups_ReopenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_ReopenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_reopen(inputs)
	return en_admin_groups_reopen(inputs)
});