/**
* | output |
* | --- |
* | "Register your teen" |
*
* @param {Productivity_Register_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_register_heading: ((inputs?: Productivity_Register_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Register_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Register_HeadingInputs = {};
