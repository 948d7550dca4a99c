/**
* | output |
* | --- |
* | "A run's capacity cannot be below its booked seats." |
*
* @param {Admin_Workshop_Run_Below_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_run_below_booked: ((inputs?: Admin_Workshop_Run_Below_BookedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Run_Below_BookedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Run_Below_BookedInputs = {};
