/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Failed_Refunds_LinkInputs */

const en_admin_dashboard_failed_refunds_link = /** @type {(inputs: Admin_Dashboard_Failed_Refunds_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the failed refunds`)
};

const fr_admin_dashboard_failed_refunds_link = /** @type {(inputs: Admin_Dashboard_Failed_Refunds_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les remboursements en échec`)
};

/**
* | output |
* | --- |
* | "See the failed refunds" |
*
* @param {Admin_Dashboard_Failed_Refunds_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_failed_refunds_link = /** @type {((inputs?: Admin_Dashboard_Failed_Refunds_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Failed_Refunds_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_failed_refunds_link(inputs)
	return en_admin_dashboard_failed_refunds_link(inputs)
});