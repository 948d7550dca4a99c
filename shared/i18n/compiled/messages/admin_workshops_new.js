/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshops_NewInputs */

const en_admin_workshops_new = /** @type {(inputs: Admin_Workshops_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New workshop`)
};

const fr_admin_workshops_new = /** @type {(inputs: Admin_Workshops_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvel atelier`)
};

/**
* | output |
* | --- |
* | "New workshop" |
*
* @param {Admin_Workshops_NewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_new = /** @type {((inputs?: Admin_Workshops_NewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshops_NewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshops_new(inputs)
	return en_admin_workshops_new(inputs)
});