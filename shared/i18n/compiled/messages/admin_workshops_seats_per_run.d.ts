/**
* | output |
* | --- |
* | "Seats per run of {title}" |
*
* @param {Admin_Workshops_Seats_Per_RunInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_seats_per_run: ((inputs: Admin_Workshops_Seats_Per_RunInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshops_Seats_Per_RunInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshops_Seats_Per_RunInputs = {
    title: NonNullable<unknown>;
};
