/**
* | output |
* | --- |
* | "Too many requests. Please try again in {seconds} seconds." |
*
* @param {Auth_Too_Many_RequestsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_too_many_requests: ((inputs: Auth_Too_Many_RequestsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Too_Many_RequestsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Too_Many_RequestsInputs = {
    seconds: NonNullable<unknown>;
};
