/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Admin_Pagination_PreviousInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_pagination_previous: ((inputs?: Admin_Pagination_PreviousInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pagination_PreviousInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pagination_PreviousInputs = {};
