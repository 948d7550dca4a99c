/**
* | output |
* | --- |
* | "Number of sessions" |
*
* @param {Admin_Groups_Field_Session_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_field_session_count: ((inputs?: Admin_Groups_Field_Session_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Field_Session_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Field_Session_CountInputs = {};
