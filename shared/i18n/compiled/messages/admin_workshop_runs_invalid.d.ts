/**
* | output |
* | --- |
* | "The runs are not valid" |
*
* @param {Admin_Workshop_Runs_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_runs_invalid: ((inputs?: Admin_Workshop_Runs_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Runs_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Runs_InvalidInputs = {};
