/**
* | output |
* | --- |
* | "Name or e-mail address" |
*
* @param {Admin_Waiting_List_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_search_placeholder: ((inputs?: Admin_Waiting_List_Search_PlaceholderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Waiting_List_Search_PlaceholderInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Waiting_List_Search_PlaceholderInputs = {};
