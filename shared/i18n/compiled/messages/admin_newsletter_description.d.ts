/**
* | output |
* | --- |
* | "The newsletter's subscribers and their status." |
*
* @param {Admin_Newsletter_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_description: ((inputs?: Admin_Newsletter_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Newsletter_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Newsletter_DescriptionInputs = {};
