/**
* | output |
* | --- |
* | "Unknown form" |
*
* @param {Auth_Unknown_FormInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_unknown_form: ((inputs?: Auth_Unknown_FormInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Unknown_FormInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Unknown_FormInputs = {};
