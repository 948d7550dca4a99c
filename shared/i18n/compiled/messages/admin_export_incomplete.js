/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Export_IncompleteInputs */

const en_admin_export_incomplete = /** @type {(inputs: Admin_Export_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`INCOMPLETE EXPORT: an error interrupted this file before its end. Export it again.`)
};

const fr_admin_export_incomplete = /** @type {(inputs: Admin_Export_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EXPORT INCOMPLET : une erreur a interrompu ce fichier avant sa fin. Relancez l'export.`)
};

/**
* | output |
* | --- |
* | "INCOMPLETE EXPORT: an error interrupted this file before its end. Export it again." |
*
* @param {Admin_Export_IncompleteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_export_incomplete = /** @type {((inputs?: Admin_Export_IncompleteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Export_IncompleteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_export_incomplete(inputs)
	return en_admin_export_incomplete(inputs)
});