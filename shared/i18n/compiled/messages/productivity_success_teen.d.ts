/**
* | output |
* | --- |
* | "Teen" |
*
* @param {Productivity_Success_TeenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_teen: ((inputs?: Productivity_Success_TeenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Success_TeenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Success_TeenInputs = {};
