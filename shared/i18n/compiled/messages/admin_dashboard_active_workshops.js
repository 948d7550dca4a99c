/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Active_WorkshopsInputs */

const en_admin_dashboard_active_workshops = /** @type {(inputs: Admin_Dashboard_Active_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active workshops`)
};

const fr_admin_dashboard_active_workshops = /** @type {(inputs: Admin_Dashboard_Active_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ateliers Actifs`)
};

/**
* | output |
* | --- |
* | "Active workshops" |
*
* @param {Admin_Dashboard_Active_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_active_workshops = /** @type {((inputs?: Admin_Dashboard_Active_WorkshopsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Active_WorkshopsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_active_workshops(inputs)
	return en_admin_dashboard_active_workshops(inputs)
});