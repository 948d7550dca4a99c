/**
* | output |
* | --- |
* | "Live online by video" |
*
* @param {Home_Hero_Fact_VideoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_hero_fact_video: ((inputs?: Home_Hero_Fact_VideoInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Hero_Fact_VideoInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Hero_Fact_VideoInputs = {};
