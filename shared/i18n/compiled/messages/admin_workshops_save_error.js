/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshops_Save_ErrorInputs */

const en_admin_workshops_save_error = /** @type {(inputs: Admin_Workshops_Save_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the workshop`)
};

const fr_admin_workshops_save_error = /** @type {(inputs: Admin_Workshops_Save_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de sauvegarder l'atelier`)
};

/**
* | output |
* | --- |
* | "Could not save the workshop" |
*
* @param {Admin_Workshops_Save_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_save_error = /** @type {((inputs?: Admin_Workshops_Save_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshops_Save_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshops_save_error(inputs)
	return en_admin_workshops_save_error(inputs)
});