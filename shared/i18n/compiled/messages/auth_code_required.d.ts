/**
* | output |
* | --- |
* | "Code is required" |
*
* @param {Auth_Code_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_code_required: ((inputs?: Auth_Code_RequiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Code_RequiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Code_RequiredInputs = {};
