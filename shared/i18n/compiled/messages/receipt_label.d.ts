/**
* | output |
* | --- |
* | "{label}:" |
*
* @param {Receipt_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_label: ((inputs: Receipt_LabelInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_LabelInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_LabelInputs = {
    label: NonNullable<unknown>;
};
