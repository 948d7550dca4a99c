/**
* | output |
* | --- |
* | "Marcus is a certified life coach who has worked with teenagers for a decade, in schools, sports clubs and online groups. He is known for his stories, his hum..." |
*
* @param {Home_Coach_Marcus_BioInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_coach_marcus_bio: ((inputs?: Home_Coach_Marcus_BioInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Coach_Marcus_BioInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Coach_Marcus_BioInputs = {};
