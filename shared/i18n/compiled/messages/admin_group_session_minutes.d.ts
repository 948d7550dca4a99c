/**
* | output |
* | --- |
* | "A session's length must be a number of minutes between 15 and 480." |
*
* @param {Admin_Group_Session_MinutesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_group_session_minutes: ((inputs?: Admin_Group_Session_MinutesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Group_Session_MinutesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Group_Session_MinutesInputs = {};
