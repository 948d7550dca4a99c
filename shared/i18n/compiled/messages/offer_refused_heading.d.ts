/**
* | output |
* | --- |
* | "This waiting-list offer cannot be used" |
*
* @param {Offer_Refused_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const offer_refused_heading: ((inputs?: Offer_Refused_HeadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offer_Refused_HeadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offer_Refused_HeadingInputs = {};
