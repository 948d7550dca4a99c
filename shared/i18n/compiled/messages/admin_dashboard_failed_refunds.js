/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Failed_RefundsInputs */

const en_admin_dashboard_failed_refunds = /** @type {(inputs: Admin_Dashboard_Failed_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed refunds`)
};

const fr_admin_dashboard_failed_refunds = /** @type {(inputs: Admin_Dashboard_Failed_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursements en échec`)
};

/**
* | output |
* | --- |
* | "Failed refunds" |
*
* @param {Admin_Dashboard_Failed_RefundsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_failed_refunds = /** @type {((inputs?: Admin_Dashboard_Failed_RefundsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Failed_RefundsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_failed_refunds(inputs)
	return en_admin_dashboard_failed_refunds(inputs)
});