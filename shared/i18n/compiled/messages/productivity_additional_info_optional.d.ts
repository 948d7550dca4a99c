/**
* | output |
* | --- |
* | "Additional Information (optional)" |
*
* @param {Productivity_Additional_Info_OptionalInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_additional_info_optional: ((inputs?: Productivity_Additional_Info_OptionalInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Additional_Info_OptionalInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Additional_Info_OptionalInputs = {};
