/**
* | output |
* | --- |
* | "Length of a session (minutes)" |
*
* @param {Admin_Groups_Field_Session_MinutesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_field_session_minutes: ((inputs?: Admin_Groups_Field_Session_MinutesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Field_Session_MinutesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Field_Session_MinutesInputs = {};
