/**
* | output |
* | --- |
* | "Card payments start at €0.50, so this booking cannot be paid online. Please write to {contactEmail} and we will confirm it for you." |
*
* @param {Card_MinimumInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const card_minimum: ((inputs: Card_MinimumInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_MinimumInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_MinimumInputs = {
    contactEmail: NonNullable<unknown>;
};
