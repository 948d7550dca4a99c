/**
* | output |
* | --- |
* | "Additional Information" |
*
* @param {Productivity_Additional_InfoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_additional_info: ((inputs?: Productivity_Additional_InfoInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Additional_InfoInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Additional_InfoInputs = {};
