/**
* | output |
* | --- |
* | "Goal Setting" |
*
* @param {Home_Topic_GoalsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_topic_goals: ((inputs?: Home_Topic_GoalsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Topic_GoalsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Topic_GoalsInputs = {};
