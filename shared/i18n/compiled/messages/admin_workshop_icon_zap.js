/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Workshop_Icon_ZapInputs */

const en_admin_workshop_icon_zap = /** @type {(inputs: Admin_Workshop_Icon_ZapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lightning`)
};

const fr_admin_workshop_icon_zap = /** @type {(inputs: Admin_Workshop_Icon_ZapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Éclair`)
};

/**
* | output |
* | --- |
* | "Lightning" |
*
* @param {Admin_Workshop_Icon_ZapInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_icon_zap = /** @type {((inputs?: Admin_Workshop_Icon_ZapInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Workshop_Icon_ZapInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_workshop_icon_zap(inputs)
	return en_admin_workshop_icon_zap(inputs)
});