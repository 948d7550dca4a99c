/**
* | output |
* | --- |
* | "You have withdrawn from your booking. We sent you an e-mail acknowledging it." |
*
* @param {Refund_Done_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_done_withdrawn: ((inputs?: Refund_Done_WithdrawnInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Done_WithdrawnInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Done_WithdrawnInputs = {};
