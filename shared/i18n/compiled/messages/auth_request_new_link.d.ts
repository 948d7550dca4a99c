/**
* | output |
* | --- |
* | "Request a new link" |
*
* @param {Auth_Request_New_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_request_new_link: ((inputs?: Auth_Request_New_LinkInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Request_New_LinkInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Request_New_LinkInputs = {};
