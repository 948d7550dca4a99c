/**
* | output |
* | --- |
* | "Request accepted: booking cancelled, {amount} refunded to the family." |
*
* @param {Admin_Refund_Request_AcceptedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_request_accepted: ((inputs: Admin_Refund_Request_AcceptedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_Request_AcceptedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_Request_AcceptedInputs = {
    amount: NonNullable<unknown>;
};
