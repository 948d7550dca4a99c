/**
* | output |
* | --- |
* | "spot left" |
*
* @param {Booking_Page_Spot_Left_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_spot_left_one: ((inputs?: Booking_Page_Spot_Left_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Spot_Left_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Spot_Left_OneInputs = {};
