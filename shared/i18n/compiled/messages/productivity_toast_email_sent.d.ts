/**
* | output |
* | --- |
* | "Email sent" |
*
* @param {Productivity_Toast_Email_SentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_toast_email_sent: ((inputs?: Productivity_Toast_Email_SentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Toast_Email_SentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Toast_Email_SentInputs = {};
