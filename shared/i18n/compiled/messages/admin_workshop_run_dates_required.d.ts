/**
* | output |
* | --- |
* | "Each run needs its dates" |
*
* @param {Admin_Workshop_Run_Dates_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_run_dates_required: ((inputs?: Admin_Workshop_Run_Dates_RequiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Run_Dates_RequiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Run_Dates_RequiredInputs = {};
