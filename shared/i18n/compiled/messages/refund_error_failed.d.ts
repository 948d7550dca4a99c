/**
* | output |
* | --- |
* | "Something went wrong and nothing was changed. Please try again, or write to us at {contactEmail}." |
*
* @param {Refund_Error_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_error_failed: ((inputs: Refund_Error_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Error_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Error_FailedInputs = {
    contactEmail: NonNullable<unknown>;
};
