/**
* | output |
* | --- |
* | "Requests to handle" |
*
* @param {Admin_Dashboard_Refund_RequestsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_refund_requests: ((inputs?: Admin_Dashboard_Refund_RequestsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_Refund_RequestsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_Refund_RequestsInputs = {};
