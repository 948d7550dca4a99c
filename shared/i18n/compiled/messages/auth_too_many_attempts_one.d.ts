/**
* | output |
* | --- |
* | "Too many sign-in attempts. Please try again in {seconds} second." |
*
* @param {Auth_Too_Many_Attempts_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_too_many_attempts_one: ((inputs: Auth_Too_Many_Attempts_OneInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Too_Many_Attempts_OneInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Too_Many_Attempts_OneInputs = {
    seconds: NonNullable<unknown>;
};
