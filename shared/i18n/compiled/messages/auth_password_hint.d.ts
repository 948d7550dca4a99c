/**
* | output |
* | --- |
* | "At least {min} characters." |
*
* @param {Auth_Password_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_password_hint: ((inputs: Auth_Password_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Password_HintInputs = {
    min: NonNullable<unknown>;
};
