/**
* | output |
* | --- |
* | "Unsubscribed on" |
*
* @param {Admin_Newsletter_Csv_UnsubscribedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_csv_unsubscribed: ((inputs?: Admin_Newsletter_Csv_UnsubscribedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Newsletter_Csv_UnsubscribedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Newsletter_Csv_UnsubscribedInputs = {};
