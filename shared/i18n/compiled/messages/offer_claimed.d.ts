/**
* | output |
* | --- |
* | "This offer has already been used: the place it held is booked." |
*
* @param {Offer_ClaimedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const offer_claimed: ((inputs?: Offer_ClaimedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offer_ClaimedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offer_ClaimedInputs = {};
