/**
* | output |
* | --- |
* | "This offer link is not valid. Please open the link from your e-mail exactly as it was sent." |
*
* @param {Offer_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const offer_not_found: ((inputs?: Offer_Not_FoundInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offer_Not_FoundInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offer_Not_FoundInputs = {};
