/**
* | output |
* | --- |
* | "Are you sure you want to delete this workshop?" |
*
* @param {Admin_Workshops_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_confirm_delete: ((inputs?: Admin_Workshops_Confirm_DeleteInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshops_Confirm_DeleteInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshops_Confirm_DeleteInputs = {};
