/**
* | output |
* | --- |
* | "The maximum age must be at least the minimum age" |
*
* @param {Admin_Workshop_Age_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_age_order: ((inputs?: Admin_Workshop_Age_OrderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Age_OrderInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Age_OrderInputs = {};
