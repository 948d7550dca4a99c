/**
* | output |
* | --- |
* | "Thank you! You're on the waiting list." |
*
* @param {Waitlist_Thanks_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_thanks_heading: ((inputs?: Waitlist_Thanks_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Waitlist_Thanks_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Waitlist_Thanks_HeadingInputs = {};
