/**
* | output |
* | --- |
* | "We have looked at your refund request for booking {reference} ({workshopTitle}) and cannot accept it. Your booking stays confirmed and your teen keeps their ..." |
*
* @param {Email_Refund_Declined_BodyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_refund_declined_body: ((inputs: Email_Refund_Declined_BodyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Refund_Declined_BodyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Refund_Declined_BodyInputs = {
    reference: NonNullable<unknown>;
    workshopTitle: NonNullable<unknown>;
};
