/**
* | output |
* | --- |
* | "Back to Home" |
*
* @param {Auth_Back_To_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_back_to_home: ((inputs?: Auth_Back_To_HomeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Back_To_HomeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Back_To_HomeInputs = {};
