/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Key_FiguresInputs */

const en_admin_dashboard_key_figures = /** @type {(inputs: Admin_Dashboard_Key_FiguresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key figures`)
};

const fr_admin_dashboard_key_figures = /** @type {(inputs: Admin_Dashboard_Key_FiguresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiffres clés`)
};

/**
* | output |
* | --- |
* | "Key figures" |
*
* @param {Admin_Dashboard_Key_FiguresInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_key_figures = /** @type {((inputs?: Admin_Dashboard_Key_FiguresInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Key_FiguresInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_key_figures(inputs)
	return en_admin_dashboard_key_figures(inputs)
});