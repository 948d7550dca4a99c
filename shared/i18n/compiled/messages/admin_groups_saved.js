/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_SavedInputs */

const en_admin_groups_saved = /** @type {(inputs: Admin_Groups_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group saved.`)
};

const fr_admin_groups_saved = /** @type {(inputs: Admin_Groups_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupe enregistré.`)
};

/**
* | output |
* | --- |
* | "Group saved." |
*
* @param {Admin_Groups_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_saved = /** @type {((inputs?: Admin_Groups_SavedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_SavedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_saved(inputs)
	return en_admin_groups_saved(inputs)
});