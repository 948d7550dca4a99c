/**
* | output |
* | --- |
* | "Your request for a refund of {amount} was sent. An administrator will decide and e-mail you; your booking stays confirmed meanwhile." |
*
* @param {Refund_RequestedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_requested: ((inputs: Refund_RequestedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_RequestedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_RequestedInputs = {
    amount: NonNullable<unknown>;
};
