/**
* | output |
* | --- |
* | "Last name is required" |
*
* @param {Auth_Last_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_last_name_required: ((inputs?: Auth_Last_Name_RequiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Last_Name_RequiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Last_Name_RequiredInputs = {};
