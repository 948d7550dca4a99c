/**
* | output |
* | --- |
* | "Display order" |
*
* @param {Admin_Workshop_Field_Sort_OrderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_field_sort_order: ((inputs?: Admin_Workshop_Field_Sort_OrderInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Field_Sort_OrderInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Field_Sort_OrderInputs = {};
