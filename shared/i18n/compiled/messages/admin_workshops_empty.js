/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshops_EmptyInputs */

const en_admin_workshops_empty = /** @type {(inputs: Admin_Workshops_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No workshops.`)
};

const fr_admin_workshops_empty = /** @type {(inputs: Admin_Workshops_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun atelier.`)
};

/**
* | output |
* | --- |
* | "No workshops." |
*
* @param {Admin_Workshops_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_empty = /** @type {((inputs?: Admin_Workshops_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshops_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshops_empty(inputs)
	return en_admin_workshops_empty(inputs)
});