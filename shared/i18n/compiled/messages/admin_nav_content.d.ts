/**
* | output |
* | --- |
* | "Page content" |
*
* @param {Admin_Nav_ContentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nav_content: ((inputs?: Admin_Nav_ContentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Nav_ContentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Nav_ContentInputs = {};
