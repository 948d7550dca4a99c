/**
* | output |
* | --- |
* | "Workshops" |
*
* @param {Admin_Nav_WorkshopsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nav_workshops: ((inputs?: Admin_Nav_WorkshopsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Nav_WorkshopsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Nav_WorkshopsInputs = {};
