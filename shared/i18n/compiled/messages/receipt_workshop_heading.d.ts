/**
* | output |
* | --- |
* | "Workshop" |
*
* @param {Receipt_Workshop_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_workshop_heading: ((inputs?: Receipt_Workshop_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Workshop_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Workshop_HeadingInputs = {};
