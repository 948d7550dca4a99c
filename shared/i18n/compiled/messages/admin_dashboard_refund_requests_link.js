/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Refund_Requests_LinkInputs */

const en_admin_dashboard_refund_requests_link = /** @type {(inputs: Admin_Dashboard_Refund_Requests_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the refund requests`)
};

const fr_admin_dashboard_refund_requests_link = /** @type {(inputs: Admin_Dashboard_Refund_Requests_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les demandes de remboursement`)
};

/**
* | output |
* | --- |
* | "See the refund requests" |
*
* @param {Admin_Dashboard_Refund_Requests_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_refund_requests_link = /** @type {((inputs?: Admin_Dashboard_Refund_Requests_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Refund_Requests_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_refund_requests_link(inputs)
	return en_admin_dashboard_refund_requests_link(inputs)
});