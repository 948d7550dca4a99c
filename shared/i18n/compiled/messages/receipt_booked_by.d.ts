/**
* | output |
* | --- |
* | "Booked by" |
*
* @param {Receipt_Booked_ByInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const receipt_booked_by: ((inputs?: Receipt_Booked_ByInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_Booked_ByInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_Booked_ByInputs = {};
