/**
* | output |
* | --- |
* | "Live small-group video workshops for teens aged 10-16: confidence, productivity, healthy habits, goals, emotional intelligence and social skills. Groups of 4..." |
*
* @param {Home_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_meta_description: ((inputs?: Home_Meta_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Meta_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Meta_DescriptionInputs = {};
