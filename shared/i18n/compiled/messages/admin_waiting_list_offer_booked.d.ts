/**
* | output |
* | --- |
* | "Place booked" |
*
* @param {Admin_Waiting_List_Offer_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_offer_booked: ((inputs?: Admin_Waiting_List_Offer_BookedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Waiting_List_Offer_BookedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Waiting_List_Offer_BookedInputs = {};
