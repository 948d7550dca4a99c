/**
* | output |
* | --- |
* | "The number of sessions must be a whole number between 1 and 52." |
*
* @param {Admin_Group_Session_CountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_session_count: ((inputs?: Admin_Group_Session_CountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Group_Session_CountInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Group_Session_CountInputs = {};
