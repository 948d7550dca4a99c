/**
* | output |
* | --- |
* | "The minimum age must be a whole number between 1 and 120" |
*
* @param {Admin_Workshop_Age_Min_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_age_min_invalid: ((inputs?: Admin_Workshop_Age_Min_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Age_Min_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Age_Min_InvalidInputs = {};
