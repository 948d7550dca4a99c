/**
* | output |
* | --- |
* | "No subscriber found." |
*
* @param {Admin_Newsletter_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_empty: ((inputs?: Admin_Newsletter_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Newsletter_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Newsletter_EmptyInputs = {};
