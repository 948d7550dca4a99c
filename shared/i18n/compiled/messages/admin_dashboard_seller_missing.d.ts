/**
* | output |
* | --- |
* | "The seller's identity is incomplete: the legal notice, the terms of sale and the invoices show sample values instead of:" |
*
* @param {Admin_Dashboard_Seller_MissingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_seller_missing: ((inputs?: Admin_Dashboard_Seller_MissingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_Seller_MissingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_Seller_MissingInputs = {};
