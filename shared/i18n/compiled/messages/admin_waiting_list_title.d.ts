/**
* | output |
* | --- |
* | "Waiting list" |
*
* @param {Admin_Waiting_List_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_title: ((inputs?: Admin_Waiting_List_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Waiting_List_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Waiting_List_TitleInputs = {};
