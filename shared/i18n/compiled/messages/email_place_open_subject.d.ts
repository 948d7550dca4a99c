/**
* | output |
* | --- |
* | "A place is held for you in {workshopTitle}" |
*
* @param {Email_Place_Open_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_place_open_subject: ((inputs: Email_Place_Open_SubjectInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Place_Open_SubjectInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Place_Open_SubjectInputs = {
    workshopTitle: NonNullable<unknown>;
};
