/**
* | output |
* | --- |
* | "Thank you for booking with {academyName}." |
*
* @param {Receipt_ThanksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_thanks: ((inputs: Receipt_ThanksInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_ThanksInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_ThanksInputs = {
    academyName: NonNullable<unknown>;
};
