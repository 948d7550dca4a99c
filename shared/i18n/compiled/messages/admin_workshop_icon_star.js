/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Icon_StarInputs */

const en_admin_workshop_icon_star = /** @type {(inputs: Admin_Workshop_Icon_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Star`)
};

const fr_admin_workshop_icon_star = /** @type {(inputs: Admin_Workshop_Icon_StarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étoile`)
};

/**
* | output |
* | --- |
* | "Star" |
*
* @param {Admin_Workshop_Icon_StarInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_icon_star = /** @type {((inputs?: Admin_Workshop_Icon_StarInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Icon_StarInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_icon_star(inputs)
	return en_admin_workshop_icon_star(inputs)
});