/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Refund_RequestsInputs */

const en_admin_dashboard_refund_requests = /** @type {(inputs: Admin_Dashboard_Refund_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requests to handle`)
};

const fr_admin_dashboard_refund_requests = /** @type {(inputs: Admin_Dashboard_Refund_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes à traiter`)
};

/**
* | output |
* | --- |
* | "Requests to handle" |
*
* @param {Admin_Dashboard_Refund_RequestsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_refund_requests = /** @type {((inputs?: Admin_Dashboard_Refund_RequestsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Refund_RequestsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_refund_requests(inputs)
	return en_admin_dashboard_refund_requests(inputs)
});