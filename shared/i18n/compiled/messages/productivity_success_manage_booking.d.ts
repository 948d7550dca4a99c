/**
* | output |
* | --- |
* | "Manage your booking" |
*
* @param {Productivity_Success_Manage_BookingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_manage_booking: ((inputs?: Productivity_Success_Manage_BookingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Success_Manage_BookingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Success_Manage_BookingInputs = {};
