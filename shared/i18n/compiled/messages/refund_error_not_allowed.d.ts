/**
* | output |
* | --- |
* | "This is no longer possible: nothing was changed. See below what you may do now." |
*
* @param {Refund_Error_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_error_not_allowed: ((inputs?: Refund_Error_Not_AllowedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Error_Not_AllowedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Error_Not_AllowedInputs = {};
