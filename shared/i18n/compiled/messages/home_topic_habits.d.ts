/**
* | output |
* | --- |
* | "Healthy Habits" |
*
* @param {Home_Topic_HabitsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_topic_habits: ((inputs?: Home_Topic_HabitsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Topic_HabitsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Topic_HabitsInputs = {};
