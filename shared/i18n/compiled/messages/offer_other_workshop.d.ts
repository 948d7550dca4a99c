/**
* | output |
* | --- |
* | "This offer is for another workshop. Please open the link from your e-mail." |
*
* @param {Offer_Other_WorkshopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const offer_other_workshop: ((inputs?: Offer_Other_WorkshopInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offer_Other_WorkshopInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offer_Other_WorkshopInputs = {};
