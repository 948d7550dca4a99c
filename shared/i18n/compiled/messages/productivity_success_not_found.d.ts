/**
* | output |
* | --- |
* | "Payment not found" |
*
* @param {Productivity_Success_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_not_found: ((inputs?: Productivity_Success_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Success_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Success_Not_FoundInputs = {};
