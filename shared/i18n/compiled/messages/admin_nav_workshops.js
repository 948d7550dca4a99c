/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nav_WorkshopsInputs */

const en_admin_nav_workshops = /** @type {(inputs: Admin_Nav_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workshops`)
};

const fr_admin_nav_workshops = /** @type {(inputs: Admin_Nav_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ateliers`)
};

/**
* | output |
* | --- |
* | "Workshops" |
*
* @param {Admin_Nav_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nav_workshops = /** @type {((inputs?: Admin_Nav_WorkshopsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nav_WorkshopsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_nav_workshops(inputs)
	return en_admin_nav_workshops(inputs)
});