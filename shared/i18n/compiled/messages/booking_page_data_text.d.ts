/**
* | output |
* | --- |
* | "Download everything we hold about this booking, as a JSON file. Your child's names, age and special requests are erased automatically 90 days after the group..." |
*
* @param {Booking_Page_Data_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_page_data_text: ((inputs?: Booking_Page_Data_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Page_Data_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Page_Data_TextInputs = {};
