/**
* | output |
* | --- |
* | "The number of seats cannot be below the seats already booked ({booked})." |
*
* @param {Admin_Workshop_Seats_Below_BookedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_seats_below_booked: ((inputs: Admin_Workshop_Seats_Below_BookedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Seats_Below_BookedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Seats_Below_BookedInputs = {
    booked: NonNullable<unknown>;
};
