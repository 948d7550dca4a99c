/**
* | output |
* | --- |
* | "This booking has no refund request waiting." |
*
* @param {Admin_Refund_Request_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_request_none: ((inputs?: Admin_Refund_Request_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_Request_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_Request_NoneInputs = {};
