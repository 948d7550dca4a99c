/**
* | output |
* | --- |
* | "Newsletter" |
*
* @param {Admin_Nav_NewsletterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nav_newsletter: ((inputs?: Admin_Nav_NewsletterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Nav_NewsletterInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Nav_NewsletterInputs = {};
