/**
* | output |
* | --- |
* | "We found no booking with this reference and e-mail address. Check your confirmation e-mail, or write to us at {contactEmail}." |
*
* @param {Withdrawal_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_not_found: ((inputs: Withdrawal_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Withdrawal_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Withdrawal_Not_FoundInputs = {
    contactEmail: NonNullable<unknown>;
};
