/**
* | output |
* | --- |
* | "result" |
*
* @param {Admin_Pagination_Result_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_pagination_result_one: ((inputs?: Admin_Pagination_Result_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pagination_Result_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pagination_Result_OneInputs = {};
