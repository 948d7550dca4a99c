/**
* | output |
* | --- |
* | "We received your request for a refund of {amount} for booking {reference} ({workshopTitle}). An administrator will look at it and e-mail you the decision. Yo..." |
*
* @param {Email_Refund_Request_BodyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_request_body: ((inputs: Email_Refund_Request_BodyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Refund_Request_BodyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Refund_Request_BodyInputs = {
    amount: NonNullable<unknown>;
    reference: NonNullable<unknown>;
    workshopTitle: NonNullable<unknown>;
};
