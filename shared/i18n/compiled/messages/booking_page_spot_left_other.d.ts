/**
* | output |
* | --- |
* | "spots left" |
*
* @param {Booking_Page_Spot_Left_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_spot_left_other: ((inputs?: Booking_Page_Spot_Left_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Spot_Left_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Spot_Left_OtherInputs = {};
