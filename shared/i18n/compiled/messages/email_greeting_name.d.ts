/**
* | output |
* | --- |
* | "Hello {name}," |
*
* @param {Email_Greeting_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_greeting_name: ((inputs: Email_Greeting_NameInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Greeting_NameInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Greeting_NameInputs = {
    name: NonNullable<unknown>;
};
