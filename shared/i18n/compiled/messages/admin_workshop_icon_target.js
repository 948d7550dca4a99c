/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Icon_TargetInputs */

const en_admin_workshop_icon_target = /** @type {(inputs: Admin_Workshop_Icon_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Target`)
};

const fr_admin_workshop_icon_target = /** @type {(inputs: Admin_Workshop_Icon_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cible`)
};

/**
* | output |
* | --- |
* | "Target" |
*
* @param {Admin_Workshop_Icon_TargetInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_icon_target = /** @type {((inputs?: Admin_Workshop_Icon_TargetInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Icon_TargetInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_icon_target(inputs)
	return en_admin_workshop_icon_target(inputs)
});