/**
* | output |
* | --- |
* | "No offer" |
*
* @param {Admin_Waiting_List_Offer_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_offer_none: ((inputs?: Admin_Waiting_List_Offer_NoneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Waiting_List_Offer_NoneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Waiting_List_Offer_NoneInputs = {};
