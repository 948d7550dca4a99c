/**
* | output |
* | --- |
* | "Method not allowed" |
*
* @param {Api_Method_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const api_method_not_allowed: ((inputs?: Api_Method_Not_AllowedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Method_Not_AllowedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Method_Not_AllowedInputs = {};
