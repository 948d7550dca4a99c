/**
* | output |
* | --- |
* | "We received your request. We sent you an e-mail, and an administrator will decide soon." |
*
* @param {Refund_Done_RequestedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_done_requested: ((inputs?: Refund_Done_RequestedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Done_RequestedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Done_RequestedInputs = {};
