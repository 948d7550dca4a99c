/**
* | output |
* | --- |
* | "This request's format is not accepted." |
*
* @param {Error_Unsupported_BodyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const error_unsupported_body: ((inputs?: Error_Unsupported_BodyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Unsupported_BodyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Unsupported_BodyInputs = {};
