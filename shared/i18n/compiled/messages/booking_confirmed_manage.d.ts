/**
* | output |
* | --- |
* | "Manage your booking" |
*
* @param {Booking_Confirmed_ManageInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_manage: ((inputs?: Booking_Confirmed_ManageInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Confirmed_ManageInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Confirmed_ManageInputs = {};
