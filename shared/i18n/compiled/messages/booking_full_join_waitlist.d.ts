/**
* | output |
* | --- |
* | "Join the Waiting List" |
*
* @param {Booking_Full_Join_WaitlistInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_full_join_waitlist: ((inputs?: Booking_Full_Join_WaitlistInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Full_Join_WaitlistInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Full_Join_WaitlistInputs = {};
