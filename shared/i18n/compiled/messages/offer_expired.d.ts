/**
* | output |
* | --- |
* | "This offer has expired. The place has been offered to the next family on the waiting list." |
*
* @param {Offer_ExpiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const offer_expired: ((inputs?: Offer_ExpiredInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offer_ExpiredInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offer_ExpiredInputs = {};
