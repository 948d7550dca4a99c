/**
* | output |
* | --- |
* | "We have saved {email} for {title}. We will write to you as soon as a place opens or a new group is scheduled." |
*
* @param {Waitlist_Thanks_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_thanks_text: ((inputs: Waitlist_Thanks_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Waitlist_Thanks_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Waitlist_Thanks_TextInputs = {
    email: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
