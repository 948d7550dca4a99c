/**
* | output |
* | --- |
* | "Request accepted: booking cancelled, refund of {amount} in progress." |
*
* @param {Admin_Refund_Request_Accepted_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_request_accepted_pending: ((inputs: Admin_Refund_Request_Accepted_PendingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_Request_Accepted_PendingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_Request_Accepted_PendingInputs = {
    amount: NonNullable<unknown>;
};
