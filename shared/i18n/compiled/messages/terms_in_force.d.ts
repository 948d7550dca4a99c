/**
* | output |
* | --- |
* | "These terms apply to every booking made since {date}." |
*
* @param {Terms_In_ForceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_in_force: ((inputs: Terms_In_ForceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_In_ForceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_In_ForceInputs = {
    date: NonNullable<unknown>;
};
