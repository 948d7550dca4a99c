/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Auth_SendingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_sending: ((inputs?: Auth_SendingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_SendingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_SendingInputs = {};
