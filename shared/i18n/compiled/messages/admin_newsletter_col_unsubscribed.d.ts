/**
* | output |
* | --- |
* | "Unsubscribed" |
*
* @param {Admin_Newsletter_Col_UnsubscribedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_col_unsubscribed: ((inputs?: Admin_Newsletter_Col_UnsubscribedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Newsletter_Col_UnsubscribedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Newsletter_Col_UnsubscribedInputs = {};
