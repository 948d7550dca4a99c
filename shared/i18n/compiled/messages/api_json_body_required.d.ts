/**
* | output |
* | --- |
* | "Send the request body as application/json." |
*
* @param {Api_Json_Body_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const api_json_body_required: ((inputs?: Api_Json_Body_RequiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Json_Body_RequiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Json_Body_RequiredInputs = {};
