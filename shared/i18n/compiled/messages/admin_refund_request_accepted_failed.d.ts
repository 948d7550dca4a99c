/**
* | output |
* | --- |
* | "Request accepted: booking cancelled, but the refund of {amount} failed at the payment provider: it will be retried automatically." |
*
* @param {Admin_Refund_Request_Accepted_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_refund_request_accepted_failed: ((inputs: Admin_Refund_Request_Accepted_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Refund_Request_Accepted_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Refund_Request_Accepted_FailedInputs = {
    amount: NonNullable<unknown>;
};
