/**
* | output |
* | --- |
* | "The group has started and this booking was free: there is nothing to refund. To leave the group, please write to us at {contactEmail}." |
*
* @param {Refund_Why_Free_StartedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_free_started: ((inputs: Refund_Why_Free_StartedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Why_Free_StartedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Why_Free_StartedInputs = {
    contactEmail: NonNullable<unknown>;
};
