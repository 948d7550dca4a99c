/**
* | output |
* | --- |
* | "Weekly 1-hour sessions" |
*
* @param {Home_Hero_Fact_SessionsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_hero_fact_sessions: ((inputs?: Home_Hero_Fact_SessionsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Hero_Fact_SessionsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Hero_Fact_SessionsInputs = {};
