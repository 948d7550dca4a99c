/**
* | output |
* | --- |
* | "Full refund up to 48 hours before the workshop starts. The video link is sent 24 hours before the first session." |
*
* @param {Receipt_PolicyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_policy: ((inputs?: Receipt_PolicyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_PolicyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_PolicyInputs = {};
