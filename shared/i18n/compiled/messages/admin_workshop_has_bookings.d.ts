/**
* | output |
* | --- |
* | "The workshop cannot be deleted: it has bookings. Deactivate it instead (untick “Active”)." |
*
* @param {Admin_Workshop_Has_BookingsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_has_bookings: ((inputs?: Admin_Workshop_Has_BookingsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Has_BookingsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Has_BookingsInputs = {};
