/**
* | output |
* | --- |
* | "{label} (the phone is optional): to confirm the booking, send you the receipt and the session links, and reach you if something changes." |
*
* @param {Privacy_What_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_contact: ((inputs: Privacy_What_ContactInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_What_ContactInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_What_ContactInputs = {
    label: NonNullable<unknown>;
};
