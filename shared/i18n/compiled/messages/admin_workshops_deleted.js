/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshops_DeletedInputs */

const en_admin_workshops_deleted = /** @type {(inputs: Admin_Workshops_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workshop deleted`)
};

const fr_admin_workshops_deleted = /** @type {(inputs: Admin_Workshops_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atelier supprimé avec succès`)
};

/**
* | output |
* | --- |
* | "Workshop deleted" |
*
* @param {Admin_Workshops_DeletedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_deleted = /** @type {((inputs?: Admin_Workshops_DeletedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshops_DeletedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshops_deleted(inputs)
	return en_admin_workshops_deleted(inputs)
});