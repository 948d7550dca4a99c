/**
* | output |
* | --- |
* | "Offer sent" |
*
* @param {Admin_Waiting_List_Offer_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_offer_sent: ((inputs?: Admin_Waiting_List_Offer_SentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Waiting_List_Offer_SentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Waiting_List_Offer_SentInputs = {};
