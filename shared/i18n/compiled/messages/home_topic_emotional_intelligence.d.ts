/**
* | output |
* | --- |
* | "Emotional Intelligence" |
*
* @param {Home_Topic_Emotional_IntelligenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_topic_emotional_intelligence: ((inputs?: Home_Topic_Emotional_IntelligenceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Topic_Emotional_IntelligenceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Topic_Emotional_IntelligenceInputs = {};
