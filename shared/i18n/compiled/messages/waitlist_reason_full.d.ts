/**
* | output |
* | --- |
* | "This workshop is currently full." |
*
* @param {Waitlist_Reason_FullInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_reason_full: ((inputs?: Waitlist_Reason_FullInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Waitlist_Reason_FullInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Waitlist_Reason_FullInputs = {};
