/**
* | output |
* | --- |
* | "This email is already registered for this workshop!" |
*
* @param {Waitlist_DuplicateInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_duplicate: ((inputs?: Waitlist_DuplicateInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Waitlist_DuplicateInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Waitlist_DuplicateInputs = {};
