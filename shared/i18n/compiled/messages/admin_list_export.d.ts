/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Admin_List_ExportInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_list_export: ((inputs?: Admin_List_ExportInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_List_ExportInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_List_ExportInputs = {};
