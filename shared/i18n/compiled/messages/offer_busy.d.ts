/**
* | output |
* | --- |
* | "A payment for this place was started a moment ago. Finish it where you started it, or try again in a few minutes." |
*
* @param {Offer_BusyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const offer_busy: ((inputs?: Offer_BusyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offer_BusyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offer_BusyInputs = {};
