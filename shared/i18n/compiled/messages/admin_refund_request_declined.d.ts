/**
* | output |
* | --- |
* | "Request declined: the booking stays confirmed and the family has been told by e-mail." |
*
* @param {Admin_Refund_Request_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_request_declined: ((inputs?: Admin_Refund_Request_DeclinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_Request_DeclinedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_Request_DeclinedInputs = {};
