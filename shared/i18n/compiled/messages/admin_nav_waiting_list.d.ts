/**
* | output |
* | --- |
* | "Waiting list" |
*
* @param {Admin_Nav_Waiting_ListInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nav_waiting_list: ((inputs?: Admin_Nav_Waiting_ListInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Nav_Waiting_ListInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Nav_Waiting_ListInputs = {};
