/**
* | output |
* | --- |
* | "{when} ({city} time)" |
*
* @param {Offer_Held_Until_MomentInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const offer_held_until_moment: ((inputs: Offer_Held_Until_MomentInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offer_Held_Until_MomentInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offer_Held_Until_MomentInputs = {
    when: NonNullable<unknown>;
    city: NonNullable<unknown>;
};
