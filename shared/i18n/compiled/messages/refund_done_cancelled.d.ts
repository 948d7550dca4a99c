/**
* | output |
* | --- |
* | "Your booking is cancelled. We sent you an e-mail." |
*
* @param {Refund_Done_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_done_cancelled: ((inputs?: Refund_Done_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Done_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Done_CancelledInputs = {};
