/**
* | output |
* | --- |
* | "Too many sign-in attempts. Please try again in {seconds} seconds." |
*
* @param {Auth_Too_Many_Attempts_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_too_many_attempts_other: ((inputs: Auth_Too_Many_Attempts_OtherInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Too_Many_Attempts_OtherInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Too_Many_Attempts_OtherInputs = {
    seconds: NonNullable<unknown>;
};
