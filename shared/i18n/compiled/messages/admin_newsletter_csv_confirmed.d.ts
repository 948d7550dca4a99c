/**
* | output |
* | --- |
* | "Confirmed on" |
*
* @param {Admin_Newsletter_Csv_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_csv_confirmed: ((inputs?: Admin_Newsletter_Csv_ConfirmedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Newsletter_Csv_ConfirmedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Newsletter_Csv_ConfirmedInputs = {};
