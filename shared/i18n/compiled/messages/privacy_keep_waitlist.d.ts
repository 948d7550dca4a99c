/**
* | output |
* | --- |
* | "{label}: deleted after 12 months, or when you book." |
*
* @param {Privacy_Keep_WaitlistInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_waitlist: ((inputs: Privacy_Keep_WaitlistInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Keep_WaitlistInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Keep_WaitlistInputs = {
    label: NonNullable<unknown>;
};
