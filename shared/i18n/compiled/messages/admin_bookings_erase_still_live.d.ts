/**
* | output |
* | --- |
* | "Cannot erase the teen's details: the booking is still live and the coaches need the teen's name during the sessions. Cancel the booking first." |
*
* @param {Admin_Bookings_Erase_Still_LiveInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_bookings_erase_still_live: ((inputs?: Admin_Bookings_Erase_Still_LiveInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bookings_Erase_Still_LiveInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bookings_Erase_Still_LiveInputs = {};
