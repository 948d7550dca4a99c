/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Overview_No_OpenInputs */

const en_admin_groups_overview_no_open = /** @type {(inputs: Admin_Groups_Overview_No_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No open groups.`)
};

const fr_admin_groups_overview_no_open = /** @type {(inputs: Admin_Groups_Overview_No_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun groupe ouvert.`)
};

/**
* | output |
* | --- |
* | "No open groups." |
*
* @param {Admin_Groups_Overview_No_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_overview_no_open = /** @type {((inputs?: Admin_Groups_Overview_No_OpenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Overview_No_OpenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_overview_no_open(inputs)
	return en_admin_groups_overview_no_open(inputs)
});