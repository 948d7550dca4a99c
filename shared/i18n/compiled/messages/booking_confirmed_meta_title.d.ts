/**
* | output |
* | --- |
* | "Booking Confirmed" |
*
* @param {Booking_Confirmed_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_confirmed_meta_title: ((inputs?: Booking_Confirmed_Meta_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Confirmed_Meta_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Confirmed_Meta_TitleInputs = {};
