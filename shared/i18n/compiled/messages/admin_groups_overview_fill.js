/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Overview_FillInputs */

const en_admin_groups_overview_fill = /** @type {(inputs: Admin_Groups_Overview_FillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groups' fill`)
};

const fr_admin_groups_overview_fill = /** @type {(inputs: Admin_Groups_Overview_FillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplissage des groupes`)
};

/**
* | output |
* | --- |
* | "Groups' fill" |
*
* @param {Admin_Groups_Overview_FillInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_overview_fill = /** @type {((inputs?: Admin_Groups_Overview_FillInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Overview_FillInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_overview_fill(inputs)
	return en_admin_groups_overview_fill(inputs)
});