/**
* | output |
* | --- |
* | "No families waiting." |
*
* @param {Admin_Groups_Overview_No_WaitingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_groups_overview_no_waiting: ((inputs?: Admin_Groups_Overview_No_WaitingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Groups_Overview_No_WaitingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Groups_Overview_No_WaitingInputs = {};
