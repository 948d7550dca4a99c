/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshops_Confirm_DeleteInputs */

const en_admin_workshops_confirm_delete = /** @type {(inputs: Admin_Workshops_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this workshop?`)
};

const fr_admin_workshops_confirm_delete = /** @type {(inputs: Admin_Workshops_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Êtes-vous sûr de vouloir supprimer cet atelier ?`)
};

/**
* | output |
* | --- |
* | "Are you sure you want to delete this workshop?" |
*
* @param {Admin_Workshops_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_confirm_delete = /** @type {((inputs?: Admin_Workshops_Confirm_DeleteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshops_Confirm_DeleteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshops_confirm_delete(inputs)
	return en_admin_workshops_confirm_delete(inputs)
});