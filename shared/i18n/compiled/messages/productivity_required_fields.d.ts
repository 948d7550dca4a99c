/**
* | output |
* | --- |
* | "Please fill in all required fields" |
*
* @param {Productivity_Required_FieldsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_required_fields: ((inputs?: Productivity_Required_FieldsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Required_FieldsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Required_FieldsInputs = {};
