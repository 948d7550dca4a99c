/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Groups_Save_ErrorInputs */

const en_admin_groups_save_error = /** @type {(inputs: Admin_Groups_Save_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group could not be saved.`)
};

const fr_admin_groups_save_error = /** @type {(inputs: Admin_Groups_Save_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'enregistrer le groupe.`)
};

/**
* | output |
* | --- |
* | "The group could not be saved." |
*
* @param {Admin_Groups_Save_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_save_error = /** @type {((inputs?: Admin_Groups_Save_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Groups_Save_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_groups_save_error(inputs)
	return en_admin_groups_save_error(inputs)
});