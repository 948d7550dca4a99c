/**
* | output |
* | --- |
* | "Your child's details have already been erased." |
*
* @param {Booking_Page_Already_ErasedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_already_erased: ((inputs?: Booking_Page_Already_ErasedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Already_ErasedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Already_ErasedInputs = {};
