/**
* | output |
* | --- |
* | "A removed run has bookings: it cannot be deleted. Deactivate it instead." |
*
* @param {Admin_Workshop_Run_In_UseInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_run_in_use: ((inputs?: Admin_Workshop_Run_In_UseInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Run_In_UseInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Run_In_UseInputs = {};
