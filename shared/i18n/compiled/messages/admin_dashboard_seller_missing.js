/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Seller_MissingInputs */

const en_admin_dashboard_seller_missing = /** @type {(inputs: Admin_Dashboard_Seller_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The seller's identity is incomplete: the legal notice, the terms of sale and the invoices show sample values instead of:`)
};

const fr_admin_dashboard_seller_missing = /** @type {(inputs: Admin_Dashboard_Seller_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'identité du vendeur est incomplète : les mentions légales, les conditions de vente et les factures affichent des valeurs d'exemple à la place de :`)
};

/**
* | output |
* | --- |
* | "The seller's identity is incomplete: the legal notice, the terms of sale and the invoices show sample values instead of:" |
*
* @param {Admin_Dashboard_Seller_MissingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_seller_missing = /** @type {((inputs?: Admin_Dashboard_Seller_MissingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Seller_MissingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_seller_missing(inputs)
	return en_admin_dashboard_seller_missing(inputs)
});