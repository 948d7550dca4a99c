/**
* | output |
* | --- |
* | "Newsletter subscribers" |
*
* @param {Admin_Newsletter_ListInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_list: ((inputs?: Admin_Newsletter_ListInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Newsletter_ListInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Newsletter_ListInputs = {};
