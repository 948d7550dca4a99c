/**
* | output |
* | --- |
* | "We are holding a place in this group for you until {heldUntil}. Fill in the details below and pay to confirm it; after that time it goes to the next family o..." |
*
* @param {Offer_Held_UntilInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const offer_held_until: ((inputs: Offer_Held_UntilInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offer_Held_UntilInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offer_Held_UntilInputs = {
    heldUntil: NonNullable<unknown>;
};
