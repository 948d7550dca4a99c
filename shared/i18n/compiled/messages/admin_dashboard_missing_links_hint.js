/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Missing_Links_HintInputs */

const en_admin_dashboard_missing_links_hint = /** @type {(inputs: Admin_Dashboard_Missing_Links_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add the link in the group's editor: families receive it 24 hours before.`)
};

const fr_admin_dashboard_missing_links_hint = /** @type {(inputs: Admin_Dashboard_Missing_Links_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez le lien dans l'éditeur du groupe : les familles le reçoivent 24 heures avant.`)
};

/**
* | output |
* | --- |
* | "Add the link in the group's editor: families receive it 24 hours before." |
*
* @param {Admin_Dashboard_Missing_Links_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_missing_links_hint = /** @type {((inputs?: Admin_Dashboard_Missing_Links_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Missing_Links_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_missing_links_hint(inputs)
	return en_admin_dashboard_missing_links_hint(inputs)
});