/**
* | output |
* | --- |
* | "The payment went through but the confirmation email could not be sent." |
*
* @param {Productivity_Toast_Email_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_toast_email_failed: ((inputs?: Productivity_Toast_Email_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Toast_Email_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Toast_Email_FailedInputs = {};
