/**
* | output |
* | --- |
* | "{label}: deleted after 3 years." |
*
* @param {Privacy_Keep_UnsubscribedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_unsubscribed: ((inputs: Privacy_Keep_UnsubscribedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Keep_UnsubscribedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Keep_UnsubscribedInputs = {
    label: NonNullable<unknown>;
};
