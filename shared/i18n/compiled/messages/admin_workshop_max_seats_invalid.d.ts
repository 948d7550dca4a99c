/**
* | output |
* | --- |
* | "The number of seats must be a positive whole number" |
*
* @param {Admin_Workshop_Max_Seats_InvalidInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_max_seats_invalid: ((inputs?: Admin_Workshop_Max_Seats_InvalidInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Max_Seats_InvalidInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Max_Seats_InvalidInputs = {};
