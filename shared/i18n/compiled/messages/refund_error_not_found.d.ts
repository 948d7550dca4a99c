/**
* | output |
* | --- |
* | "This booking link is not valid. Check the link in your confirmation e-mail." |
*
* @param {Refund_Error_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_error_not_found: ((inputs?: Refund_Error_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Error_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Error_Not_FoundInputs = {};
