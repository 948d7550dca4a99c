/**
* | output |
* | --- |
* | "Book the place" |
*
* @param {Email_Place_Open_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_place_open_button: ((inputs?: Email_Place_Open_ButtonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Place_Open_ButtonInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Place_Open_ButtonInputs = {};
