/**
* | output |
* | --- |
* | "Workshop deleted" |
*
* @param {Admin_Workshops_DeletedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_workshops_deleted: ((inputs?: Admin_Workshops_DeletedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Workshops_DeletedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Workshops_DeletedInputs = {};
