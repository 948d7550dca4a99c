/**
* | output |
* | --- |
* | "See the failed refunds" |
*
* @param {Admin_Dashboard_Failed_Refunds_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_failed_refunds_link: ((inputs?: Admin_Dashboard_Failed_Refunds_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_Failed_Refunds_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_Failed_Refunds_LinkInputs = {};
