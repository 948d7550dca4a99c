/**
* | output |
* | --- |
* | "Join the session" |
*
* @param {Email_Join_Session_ButtonInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_join_session_button: ((inputs?: Email_Join_Session_ButtonInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Join_Session_ButtonInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Join_Session_ButtonInputs = {};
