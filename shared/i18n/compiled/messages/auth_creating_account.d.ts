/**
* | output |
* | --- |
* | "Creating Account..." |
*
* @param {Auth_Creating_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_creating_account: ((inputs?: Auth_Creating_AccountInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Creating_AccountInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Creating_AccountInputs = {};
