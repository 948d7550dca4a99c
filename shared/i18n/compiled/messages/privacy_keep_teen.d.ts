/**
* | output |
* | --- |
* | "{label}: erased 90 days after the group's last session, or 90 days after a cancellation." |
*
* @param {Privacy_Keep_TeenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_teen: ((inputs: Privacy_Keep_TeenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Keep_TeenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Keep_TeenInputs = {
    label: NonNullable<unknown>;
};
