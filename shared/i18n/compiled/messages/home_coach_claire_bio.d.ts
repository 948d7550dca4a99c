/**
* | output |
* | --- |
* | "Claire has spent more than twelve years helping children and adolescents with anxiety, self-esteem and emotional regulation. She brings evidence-based tools ..." |
*
* @param {Home_Coach_Claire_BioInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_coach_claire_bio: ((inputs?: Home_Coach_Claire_BioInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Coach_Claire_BioInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Coach_Claire_BioInputs = {};
