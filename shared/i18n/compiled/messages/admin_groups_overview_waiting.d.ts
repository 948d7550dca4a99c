/**
* | output |
* | --- |
* | "Families waiting" |
*
* @param {Admin_Groups_Overview_WaitingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_overview_waiting: ((inputs?: Admin_Groups_Overview_WaitingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Overview_WaitingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Overview_WaitingInputs = {};
