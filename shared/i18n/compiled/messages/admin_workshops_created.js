/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshops_CreatedInputs */

const en_admin_workshops_created = /** @type {(inputs: Admin_Workshops_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workshop created`)
};

const fr_admin_workshops_created = /** @type {(inputs: Admin_Workshops_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atelier créé avec succès`)
};

/**
* | output |
* | --- |
* | "Workshop created" |
*
* @param {Admin_Workshops_CreatedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_created = /** @type {((inputs?: Admin_Workshops_CreatedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshops_CreatedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshops_created(inputs)
	return en_admin_workshops_created(inputs)
});