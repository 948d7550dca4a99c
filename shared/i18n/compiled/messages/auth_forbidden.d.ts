/**
* | output |
* | --- |
* | "Forbidden" |
*
* @param {Auth_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_forbidden: ((inputs?: Auth_ForbiddenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_ForbiddenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_ForbiddenInputs = {};
