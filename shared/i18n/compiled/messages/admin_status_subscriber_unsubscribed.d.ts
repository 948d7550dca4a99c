/**
* | output |
* | --- |
* | "Unsubscribed" |
*
* @param {Admin_Status_Subscriber_UnsubscribedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_status_subscriber_unsubscribed: ((inputs?: Admin_Status_Subscriber_UnsubscribedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Status_Subscriber_UnsubscribedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Status_Subscriber_UnsubscribedInputs = {};
