/**
* | output |
* | --- |
* | "The next date is not valid" |
*
* @param {Admin_Workshop_Next_Start_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_next_start_invalid: ((inputs?: Admin_Workshop_Next_Start_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Next_Start_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Next_Start_InvalidInputs = {};
