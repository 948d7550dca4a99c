/**
* | output |
* | --- |
* | "Counters" |
*
* @param {Admin_Newsletter_CountersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_newsletter_counters: ((inputs?: Admin_Newsletter_CountersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Newsletter_CountersInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Newsletter_CountersInputs = {};
