/**
* | output |
* | --- |
* | "The request is not valid." |
*
* @param {Api_Invalid_BodyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const api_invalid_body: ((inputs?: Api_Invalid_BodyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Invalid_BodyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Invalid_BodyInputs = {};
