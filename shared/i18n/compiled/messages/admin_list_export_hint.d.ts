/**
* | output |
* | --- |
* | "French Excel format (semicolon)" |
*
* @param {Admin_List_Export_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_list_export_hint: ((inputs?: Admin_List_Export_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_List_Export_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_List_Export_HintInputs = {};
