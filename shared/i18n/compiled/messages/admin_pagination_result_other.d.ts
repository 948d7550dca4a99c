/**
* | output |
* | --- |
* | "results" |
*
* @param {Admin_Pagination_Result_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_pagination_result_other: ((inputs?: Admin_Pagination_Result_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pagination_Result_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pagination_Result_OtherInputs = {};
