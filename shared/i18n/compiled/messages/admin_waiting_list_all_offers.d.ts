/**
* | output |
* | --- |
* | "All offers" |
*
* @param {Admin_Waiting_List_All_OffersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_all_offers: ((inputs?: Admin_Waiting_List_All_OffersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Waiting_List_All_OffersInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Waiting_List_All_OffersInputs = {};
