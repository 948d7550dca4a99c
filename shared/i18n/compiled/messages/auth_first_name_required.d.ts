/**
* | output |
* | --- |
* | "First name is required" |
*
* @param {Auth_First_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_first_name_required: ((inputs?: Auth_First_Name_RequiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_First_Name_RequiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_First_Name_RequiredInputs = {};
