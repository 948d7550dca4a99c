/**
* | output |
* | --- |
* | "See the refund requests" |
*
* @param {Admin_Dashboard_Refund_Requests_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_refund_requests_link: ((inputs?: Admin_Dashboard_Refund_Requests_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_Refund_Requests_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_Refund_Requests_LinkInputs = {};
