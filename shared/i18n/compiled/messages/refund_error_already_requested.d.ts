/**
* | output |
* | --- |
* | "You have already asked for a refund: nothing was changed." |
*
* @param {Refund_Error_Already_RequestedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_error_already_requested: ((inputs?: Refund_Error_Already_RequestedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Error_Already_RequestedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Error_Already_RequestedInputs = {};
