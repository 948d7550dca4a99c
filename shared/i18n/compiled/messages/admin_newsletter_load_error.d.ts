/**
* | output |
* | --- |
* | "Could not load the newsletter subscribers" |
*
* @param {Admin_Newsletter_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_load_error: ((inputs?: Admin_Newsletter_Load_ErrorInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Newsletter_Load_ErrorInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Newsletter_Load_ErrorInputs = {};
