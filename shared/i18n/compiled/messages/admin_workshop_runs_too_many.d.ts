/**
* | output |
* | --- |
* | "Twenty runs at most" |
*
* @param {Admin_Workshop_Runs_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_runs_too_many: ((inputs?: Admin_Workshop_Runs_Too_ManyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Runs_Too_ManyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Runs_Too_ManyInputs = {};
