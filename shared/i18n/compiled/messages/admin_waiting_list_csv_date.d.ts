/**
* | output |
* | --- |
* | "Date" |
*
* @param {Admin_Waiting_List_Csv_DateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_csv_date: ((inputs?: Admin_Waiting_List_Csv_DateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Waiting_List_Csv_DateInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Waiting_List_Csv_DateInputs = {};
