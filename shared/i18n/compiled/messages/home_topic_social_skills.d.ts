/**
* | output |
* | --- |
* | "Social Skills" |
*
* @param {Home_Topic_Social_SkillsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_topic_social_skills: ((inputs?: Home_Topic_Social_SkillsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Topic_Social_SkillsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Topic_Social_SkillsInputs = {};
