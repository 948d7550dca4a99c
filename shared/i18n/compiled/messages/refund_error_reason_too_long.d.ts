/**
* | output |
* | --- |
* | "Please keep your reason under 1,000 characters." |
*
* @param {Refund_Error_Reason_Too_LongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_error_reason_too_long: ((inputs?: Refund_Error_Reason_Too_LongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Error_Reason_Too_LongInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Error_Reason_Too_LongInputs = {};
