/**
* | output |
* | --- |
* | "We could not send your confirmation e-mail." |
*
* @param {Productivity_Success_Email_Failed_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_email_failed_heading: ((inputs?: Productivity_Success_Email_Failed_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Success_Email_Failed_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Success_Email_Failed_HeadingInputs = {};
