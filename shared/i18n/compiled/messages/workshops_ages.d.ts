/**
* | output |
* | --- |
* | "Ages {ageMin}-{ageMax}" |
*
* @param {Workshops_AgesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_ages: ((inputs: Workshops_AgesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workshops_AgesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workshops_AgesInputs = {
    ageMin: NonNullable<unknown>;
    ageMax: NonNullable<unknown>;
};
