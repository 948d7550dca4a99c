/**
* | output |
* | --- |
* | "This booking is not confirmed yet, so there is nothing to cancel or refund. Please write to us at {contactEmail} if you have a question." |
*
* @param {Refund_Why_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_not_confirmed: ((inputs: Refund_Why_Not_ConfirmedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Why_Not_ConfirmedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Why_Not_ConfirmedInputs = {
    contactEmail: NonNullable<unknown>;
};
