/**
* | output |
* | --- |
* | "We cannot erase your child's details yet: the coaches need your child's name while the group runs. You can erase them once the group has ended or the booking..." |
*
* @param {Booking_Page_Erase_RefusedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_erase_refused: ((inputs?: Booking_Page_Erase_RefusedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Erase_RefusedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Erase_RefusedInputs = {};
