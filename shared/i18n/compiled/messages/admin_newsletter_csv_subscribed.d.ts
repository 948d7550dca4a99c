/**
* | output |
* | --- |
* | "Signed up on" |
*
* @param {Admin_Newsletter_Csv_SubscribedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_csv_subscribed: ((inputs?: Admin_Newsletter_Csv_SubscribedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Newsletter_Csv_SubscribedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Newsletter_Csv_SubscribedInputs = {};
