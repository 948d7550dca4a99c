/**
* | output |
* | --- |
* | "A run's capacity must be a positive whole number" |
*
* @param {Admin_Workshop_Run_Capacity_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_run_capacity_invalid: ((inputs?: Admin_Workshop_Run_Capacity_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Run_Capacity_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Run_Capacity_InvalidInputs = {};
