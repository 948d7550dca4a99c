/**
* | output |
* | --- |
* | "You are signed in as {email}, which has no access to the back-office." |
*
* @param {Auth_Signed_In_No_AccessInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_signed_in_no_access: ((inputs: Auth_Signed_In_No_AccessInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Signed_In_No_AccessInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Signed_In_No_AccessInputs = {
    email: NonNullable<unknown>;
};
