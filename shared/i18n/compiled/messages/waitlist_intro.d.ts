/**
* | output |
* | --- |
* | "Leave your e-mail address and we will let you know as soon as a place opens or a new group starts. No commitment, and we never share your address." |
*
* @param {Waitlist_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_intro: ((inputs?: Waitlist_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Waitlist_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Waitlist_IntroInputs = {};
