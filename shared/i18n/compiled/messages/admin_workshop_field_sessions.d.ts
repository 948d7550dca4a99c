/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Admin_Workshop_Field_SessionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_sessions: ((inputs?: Admin_Workshop_Field_SessionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Field_SessionsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Field_SessionsInputs = {};
