/**
* | output |
* | --- |
* | "No sessions planned." |
*
* @param {Admin_Groups_Overview_No_SessionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_overview_no_sessions: ((inputs?: Admin_Groups_Overview_No_SessionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Overview_No_SessionsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Overview_No_SessionsInputs = {};
