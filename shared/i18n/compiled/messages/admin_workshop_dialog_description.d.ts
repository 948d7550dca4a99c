/**
* | output |
* | --- |
* | "Fields marked * are required. The price is entered in euros." |
*
* @param {Admin_Workshop_Dialog_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_dialog_description: ((inputs?: Admin_Workshop_Dialog_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Dialog_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Dialog_DescriptionInputs = {};
