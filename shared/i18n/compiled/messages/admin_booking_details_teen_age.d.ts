/**
* | output |
* | --- |
* | "{teenName}, {age} years old" |
*
* @param {Admin_Booking_Details_Teen_AgeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_booking_details_teen_age: ((inputs: Admin_Booking_Details_Teen_AgeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Booking_Details_Teen_AgeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Booking_Details_Teen_AgeInputs = {
    teenName: NonNullable<unknown>;
    age: NonNullable<unknown>;
};
