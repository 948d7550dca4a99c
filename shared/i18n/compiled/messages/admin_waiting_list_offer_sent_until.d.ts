/**
* | output |
* | --- |
* | "Offer sent (expires {when})" |
*
* @param {Admin_Waiting_List_Offer_Sent_UntilInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_waiting_list_offer_sent_until: ((inputs: Admin_Waiting_List_Offer_Sent_UntilInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Waiting_List_Offer_Sent_UntilInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Waiting_List_Offer_Sent_UntilInputs = {
    when: NonNullable<unknown>;
};
