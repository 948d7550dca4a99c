/**
* | output |
* | --- |
* | "Delete {name}" |
*
* @param {Admin_Delete_NamedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_delete_named: ((inputs: Admin_Delete_NamedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Delete_NamedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Delete_NamedInputs = {
    name: NonNullable<unknown>;
};
