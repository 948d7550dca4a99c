/**
* | output |
* | --- |
* | "This booking is already cancelled: nothing was changed." |
*
* @param {Refund_Error_Already_CancelledInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_error_already_cancelled: ((inputs?: Refund_Error_Already_CancelledInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Error_Already_CancelledInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Error_Already_CancelledInputs = {};
