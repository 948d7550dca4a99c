/**
* | output |
* | --- |
* | "New workshops are being prepared. Leave your e-mail in our newsletter to hear first." |
*
* @param {Workshops_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_empty: ((inputs?: Workshops_EmptyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workshops_EmptyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workshops_EmptyInputs = {};
