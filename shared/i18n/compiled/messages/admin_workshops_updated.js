/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshops_UpdatedInputs */

const en_admin_workshops_updated = /** @type {(inputs: Admin_Workshops_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workshop updated`)
};

const fr_admin_workshops_updated = /** @type {(inputs: Admin_Workshops_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atelier mis à jour avec succès`)
};

/**
* | output |
* | --- |
* | "Workshop updated" |
*
* @param {Admin_Workshops_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_updated = /** @type {((inputs?: Admin_Workshops_UpdatedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshops_UpdatedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshops_updated(inputs)
	return en_admin_workshops_updated(inputs)
});