/**
* | output |
* | --- |
* | "Workshops for Teens: Confidence, Productivity, Habits & More" |
*
* @param {Workshops_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_meta_title: ((inputs?: Workshops_Meta_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workshops_Meta_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workshops_Meta_TitleInputs = {};
