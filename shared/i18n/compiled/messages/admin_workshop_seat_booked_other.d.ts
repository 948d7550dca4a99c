/**
* | output |
* | --- |
* | "seats booked" |
*
* @param {Admin_Workshop_Seat_Booked_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_seat_booked_other: ((inputs?: Admin_Workshop_Seat_Booked_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Seat_Booked_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Seat_Booked_OtherInputs = {};
