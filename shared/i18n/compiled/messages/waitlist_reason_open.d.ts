/**
* | output |
* | --- |
* | "Can't make the next group?" |
*
* @param {Waitlist_Reason_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_reason_open: ((inputs?: Waitlist_Reason_OpenInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Waitlist_Reason_OpenInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Waitlist_Reason_OpenInputs = {};
