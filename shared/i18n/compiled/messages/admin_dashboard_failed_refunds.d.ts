/**
* | output |
* | --- |
* | "Failed refunds" |
*
* @param {Admin_Dashboard_Failed_RefundsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_failed_refunds: ((inputs?: Admin_Dashboard_Failed_RefundsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_Failed_RefundsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_Failed_RefundsInputs = {};
