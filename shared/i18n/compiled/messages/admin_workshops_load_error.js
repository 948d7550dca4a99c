/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshops_Load_ErrorInputs */

const en_admin_workshops_load_error = /** @type {(inputs: Admin_Workshops_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the workshops`)
};

const fr_admin_workshops_load_error = /** @type {(inputs: Admin_Workshops_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les ateliers`)
};

/**
* | output |
* | --- |
* | "Could not load the workshops" |
*
* @param {Admin_Workshops_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_load_error = /** @type {((inputs?: Admin_Workshops_Load_ErrorInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshops_Load_ErrorInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshops_load_error(inputs)
	return en_admin_workshops_load_error(inputs)
});