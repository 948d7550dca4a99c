/**
* | output |
* | --- |
* | "You receive this e-mail because you joined the workshop's waiting list. To leave it, write to {contactEmail}." |
*
* @param {Email_Place_Open_WhyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_place_open_why: ((inputs: Email_Place_Open_WhyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Place_Open_WhyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Place_Open_WhyInputs = {
    contactEmail: NonNullable<unknown>;
};
