/**
* | output |
* | --- |
* | "Edit {name}" |
*
* @param {Admin_Edit_NamedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_edit_named: ((inputs: Admin_Edit_NamedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Edit_NamedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Edit_NamedInputs = {
    name: NonNullable<unknown>;
};
