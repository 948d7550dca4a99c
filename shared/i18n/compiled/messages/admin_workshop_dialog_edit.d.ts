/**
* | output |
* | --- |
* | "Edit the workshop" |
*
* @param {Admin_Workshop_Dialog_EditInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshop_dialog_edit: ((inputs?: Admin_Workshop_Dialog_EditInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshop_Dialog_EditInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshop_Dialog_EditInputs = {};
