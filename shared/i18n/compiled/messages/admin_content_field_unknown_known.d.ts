/**
* | output |
* | --- |
* | "The field \"{field}\" does not exist for this page (possible fields: {known})" |
*
* @param {Admin_Content_Field_Unknown_KnownInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_content_field_unknown_known: ((inputs: Admin_Content_Field_Unknown_KnownInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Content_Field_Unknown_KnownInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Content_Field_Unknown_KnownInputs = {
    field: NonNullable<unknown>;
    known: NonNullable<unknown>;
};
