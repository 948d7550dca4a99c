/**
* | output |
* | --- |
* | "Self-Confidence" |
*
* @param {Home_Topic_ConfidenceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_topic_confidence: ((inputs?: Home_Topic_ConfidenceInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Topic_ConfidenceInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Topic_ConfidenceInputs = {};
