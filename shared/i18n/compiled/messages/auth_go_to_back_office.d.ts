/**
* | output |
* | --- |
* | "Go to the back-office" |
*
* @param {Auth_Go_To_Back_OfficeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_go_to_back_office: ((inputs?: Auth_Go_To_Back_OfficeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Go_To_Back_OfficeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Go_To_Back_OfficeInputs = {};
