/**
* | output |
* | --- |
* | "Your refund request was declined; your booking stays confirmed. Any question? Write to us at {contactEmail}." |
*
* @param {Refund_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_declined: ((inputs: Refund_DeclinedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_DeclinedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_DeclinedInputs = {
    contactEmail: NonNullable<unknown>;
};
