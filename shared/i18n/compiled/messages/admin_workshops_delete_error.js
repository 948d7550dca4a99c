/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshops_Delete_ErrorInputs */

const en_admin_workshops_delete_error = /** @type {(inputs: Admin_Workshops_Delete_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not delete the workshop`)
};

const fr_admin_workshops_delete_error = /** @type {(inputs: Admin_Workshops_Delete_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer l'atelier`)
};

/**
* | output |
* | --- |
* | "Could not delete the workshop" |
*
* @param {Admin_Workshops_Delete_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_delete_error = /** @type {((inputs?: Admin_Workshops_Delete_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshops_Delete_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshops_delete_error(inputs)
	return en_admin_workshops_delete_error(inputs)
});