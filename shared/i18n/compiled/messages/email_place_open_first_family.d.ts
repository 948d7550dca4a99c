/**
* | output |
* | --- |
* | "Places go to the first family to book, so if your teen would like it, book now:" |
*
* @param {Email_Place_Open_First_FamilyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_place_open_first_family: ((inputs?: Email_Place_Open_First_FamilyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Place_Open_First_FamilyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Place_Open_First_FamilyInputs = {};
