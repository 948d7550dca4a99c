/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Something_Went_WrongInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const something_went_wrong: ((inputs?: Something_Went_WrongInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Something_Went_WrongInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Something_Went_WrongInputs = {};
