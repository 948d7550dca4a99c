/**
* | output |
* | --- |
* | "Only {spots} left" |
*
* @param {Workshops_Only_LeftInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_only_left: ((inputs: Workshops_Only_LeftInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workshops_Only_LeftInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workshops_Only_LeftInputs = {
    spots: NonNullable<unknown>;
};
