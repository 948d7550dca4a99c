/**
* | output |
* | --- |
* | "Families interested in a full or upcoming workshop." |
*
* @param {Admin_Waiting_List_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_description: ((inputs?: Admin_Waiting_List_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Waiting_List_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Waiting_List_DescriptionInputs = {};
