/**
* | output |
* | --- |
* | "If it is not booked by then, the place goes to the next family on the waiting list. If you no longer need it, you can simply ignore this e-mail." |
*
* @param {Email_Place_Open_Next_FamilyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_place_open_next_family: ((inputs?: Email_Place_Open_Next_FamilyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Place_Open_Next_FamilyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Place_Open_Next_FamilyInputs = {};
