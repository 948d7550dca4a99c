/**
* | output |
* | --- |
* | "Six live online workshops for ages 10-16 in groups of 4-6: productivity, self-confidence, healthy habits, goal setting, emotional intelligence and social ski..." |
*
* @param {Workshops_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_meta_description: ((inputs?: Workshops_Meta_DescriptionInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workshops_Meta_DescriptionInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workshops_Meta_DescriptionInputs = {};
